/**
 * Whether the name in a call page's address is the lead's own name (issue 20). The address is
 * anyone's to write: the page greets by name only when the two agree after Unicode normalisation
 * (NFKC), case folding and space folding. Hyphens and apostrophes count, so "Müller-Schröder" and
 * "Müller Schröder" are different names.
 */
const fold = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();

export function namesMatch(fromAddress: string, stored: string): boolean {
  const a = fold(fromAddress);
  return a !== '' && a === fold(stored);
}
