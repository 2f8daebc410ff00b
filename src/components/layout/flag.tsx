import { DE, ES, FR, GB, IT, RU, TR } from 'country-flag-icons/react/3x2';
import { localeInfo, type Locale } from '@/i18n/locales';

const flags = { GB, TR, FR, ES, IT, DE, RU };

export function Flag({ locale, className }: { locale: Locale; className?: string }) {
  const Component = flags[localeInfo[locale].flag];
  return (
    <Component
      aria-hidden="true"
      focusable="false"
      className={className ?? 'h-4 w-6 shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.08)]'}
    />
  );
}
