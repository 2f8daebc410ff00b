/** Decodes a URL component once; a value that is not valid percent-encoding is returned as it is. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
