/**
 * The visitor's country as the browser tells it (issue 21), to preselect the phone's country: the
 * region of the first of its languages that has one ("de-DE"), else the country of its time zone
 * ("Europe/Berlin"), else undefined (the page's language decides). The time zones' countries are
 * loaded only when needed.
 */
export async function browserRegion(): Promise<string | undefined> {
  for (const tag of navigator.languages?.length ? navigator.languages : [navigator.language]) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // Not a language tag: the next one.
    }
  }
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return undefined;
  const { getTimezone } = await import('countries-and-timezones');
  return getTimezone(zone)?.countries[0];
}
