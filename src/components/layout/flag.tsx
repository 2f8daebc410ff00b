import { DE, ES, FR, GB, IT, RU, TR } from 'country-flag-icons/string/3x2';
import { localeInfo, type Locale } from '@/i18n/locales';

const flags = { GB, TR, FR, ES, IT, DE, RU };

/**
 * A language's flag, decorative (the language's name is always next to it). One image element
 * per flag instead of an inline SVG tree keeps the header's element count, and so the page's
 * hydration work, down.
 */
export function Flag({ locale, className }: { locale: Locale; className?: string }) {
  return (
    // A data URL, so there is no request and nothing for next/image to optimise.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`data:image/svg+xml,${encodeURIComponent(flags[localeInfo[locale].flag])}`}
      alt=""
      width={24}
      height={16}
      className={className ?? 'h-4 w-6 shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.08)]'}
    />
  );
}
