import { hasLocale, type Messages } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Each locale's messages load on demand; only the requested file is read.
    messages: ((await import(`../../messages/${locale}.json`)) as { default: Messages }).default,
  };
});
