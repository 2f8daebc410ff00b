import { localeInfo, type Locale } from '@/i18n/locales';

/**
 * A language's flag, decorative (the language's name is always next to it): an image file served
 * by `app/flags/[file]/route.ts`. `lazy` suits flags that are hidden at first (the closed language
 * menu), which then load only when shown.
 */
export function Flag({ locale, lazy = false }: { locale: Locale; lazy?: boolean }) {
  return (
    // A small, fixed-size SVG: nothing for next/image to optimise.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`/flags/${localeInfo[locale].flag.toLowerCase()}.svg`}
      alt=""
      width={24}
      height={16}
      loading={lazy ? 'lazy' : undefined}
      className="h-4 w-6 shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.08)]"
    />
  );
}
