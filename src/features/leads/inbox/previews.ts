/**
 * The documents the inbox shows rather than only downloads: raster images inline in the lead's
 * page, PDFs in a tab of their own (sandboxed: src/config/security-headers.ts FILE_CSP). Never
 * SVG, which is a document that can carry scripts.
 */
const previews: Record<string, 'image' | 'pdf'> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'application/pdf': 'pdf',
};

export const canPreviewInline = (contentType: string): 'image' | 'pdf' | undefined =>
  Object.hasOwn(previews, contentType) ? previews[contentType] : undefined;
