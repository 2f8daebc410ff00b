/**
 * Text folded for search and comparison: lower case, without accents, in every script the site
 * serves, Turkish included. `dogan` finds "Doğan", `Muller` finds "Müller", `ÇAĞRI` finds "Çağrı".
 * Done in JavaScript, for both databases: SQLite's lower() knows only ASCII, and PostgreSQL's
 * unaccent is an extension that a managed database may not have.
 */
export function foldText(text: string): string {
  return (
    text
      // Letters that are not a base letter with a mark, so NFKD leaves them whole.
      .replace(/[ıİ]/g, 'i')
      .replace(/ß/g, 'ss')
      .replace(/[øØ]/g, 'o')
      .replace(/[łŁ]/g, 'l')
      .replace(/[đĐ]/g, 'd')
      .replace(/[æÆ]/g, 'ae')
      .replace(/[œŒ]/g, 'oe')
      .normalize('NFKD')
      // Combining marks (accents, cedillas, the breve of ğ); Cyrillic й keeps its breve folded to и, as ё to е.
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The digits of a phone number as a coordinator may type it (`07900 555321`, `+44 7900-555321`,
 * `0044 7900 555321`), without the leading zeros of a trunk or international prefix: what the
 * stored E.164 digits contain. Null when the query is not a phone number (fewer than 6 digits, or
 * letters).
 */
export function phoneSearchDigits(query: string): string | null {
  if (!/^[\d\s()+.\-/]+$/.test(query.trim())) return null;
  const digits = query.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 6 ? digits : null;
}
