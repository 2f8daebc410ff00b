/** Paint first, then hydrate: a prerendered page's scripts run after its first paint (paint-first.mjs). */
export const LOADER: string;
export function paintFirst(
  html: string,
  payloadUrl?: (content: string) => string,
): { html: string; payload: { url: string; content: string } | undefined };
export function hash(content: string): string;
export const COMPILE_HINT: string;
export function deferredScripts(html: string): string[];
export function startupChunks(html: string): string[];
export function withCompileHint(code: string): string;
export function rewriteBuild(distDir: string): Promise<{ changed: number; pages: number; hinted: number; chunks: number }>;
