// The HTML of a page without its JavaScript, for npm run bench (issue 24): every <script> element
// and every script preload removed; the markup, the styles and the fonts kept.

/** Removes `<script>` elements and `<link rel="preload" as="script">` / `<link rel="modulepreload">`. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="?(?:modulepreload|preload)\b)(?=[^>]*\bas="?script\b|[^>]*\brel="?modulepreload\b)[^>]*>/gi, '');
}
