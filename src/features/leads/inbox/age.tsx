const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Formats by time zone and style, made once: an Intl formatter costs far more to make than to use. */
const formats = new Map<string, Intl.DateTimeFormat>();
const format = (timeZone: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) formats.set(key, (made = new Intl.DateTimeFormat('en-GB', { timeZone, ...options })));
  return made;
};

/** How long ago, as a coordinator says it: "just now", "5 min ago", "2 h ago", "3 d ago"; a date past two weeks. */
export function relativeAge(at: number, now: number, timeZone: string): string {
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 14 * DAY) return `${Math.floor(elapsed / DAY)} d ago`;
  return format(timeZone, { day: 'numeric', month: 'short', year: 'numeric' }).format(at);
}

/** The exact time in the team's time zone, with the zone said: "25 Nov 2026, 10:40 (Europe/Istanbul)". */
export function exactTime(at: number, timeZone: string): string {
  const text = format(timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return `${text} (${timeZone})`;
}

/**
 * A lead's age, "2 h ago", with the exact time in the team's zone: in the title for the mouse, in
 * a tip shown on hover and on keyboard focus (a title alone never shows on focus), and in the
 * text read by screen readers. Server-rendered: the list refreshes every minute, so the age does.
 */
export function Age({ at, now, timeZone, className = '' }: { at: number; now: number; timeZone: string; className?: string }) {
  const exact = exactTime(at, timeZone);
  return (
    // In the tab order, so that the exact time is reachable without a mouse.
    <time dateTime={new Date(at).toISOString()} title={exact} tabIndex={0} className={`inbox-age ${className}`}>
      {relativeAge(at, now, timeZone)}
      <span className="sr-only">, {exact}</span>
      <span aria-hidden="true" className="inbox-age-tip">
        {exact}
      </span>
    </time>
  );
}
