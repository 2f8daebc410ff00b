/** Removes `<script>` elements and script preloads from a page's HTML (strip-scripts.mjs). */
export function stripScripts(html: string): string;
