import 'server-only';

/**
 * Structured logs, one JSON object per line. They carry ids and outcomes only: never a name,
 * email address, phone number, message or answer (PRODUCT.md, "Leads").
 */
type Fields = Record<string, string | number | boolean | null | undefined>;

function write(level: 'info' | 'warn' | 'error', event: string, fields: Fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'info') console.log(line);
  else if (level === 'warn') console.warn(line);
  else console.error(line);
}

export const log = {
  info: (event: string, fields?: Fields) => write('info', event, fields),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, fields?: Fields) => write('error', event, fields),
};

/**
 * What went wrong, without what the error says: a mail server's message may quote an address.
 * Only the error's class, its code and a protocol status are kept.
 */
export function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  return [error.name, code ?? cause, responseCode].filter((part) => part !== undefined && part !== null).join(':');
}
