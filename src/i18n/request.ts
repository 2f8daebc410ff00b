import { hasLocale, type Messages } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Dates on the site (such as a page's "last reviewed") are days in Istanbul, where we work.
    timeZone: 'Europe/Istanbul',
    // Each locale's messages load on demand; only the requested file is read.
    messages: ((await import(`../../messages/${locale}.json`)) as { default: Messages }).default,
  };
});
