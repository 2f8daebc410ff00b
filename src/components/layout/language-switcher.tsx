import { getTranslations } from 'next-intl/server';
import { LuChevronDown } from 'react-icons/lu';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { Disclosure } from './disclosure';
import { Flag } from './flag';

/**
 * The language dropdown: a native disclosure whose items are plain links to the same page in
 * each language, rendered on the server. The current language's link only closes the menu.
 */
export async function LanguageSwitcher({ locale, hrefs }: { locale: Locale; hrefs: Record<Locale, string> }) {
  const t = await getTranslations('LanguageSwitcher');
  return (
    <Disclosure
      keepCampaign
      className="language-switcher relative"
      summaryClassName="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-slate-200 bg-white px-3 text-sm font-medium text-slate-700 hover:border-brand-300"
      summary={
        <>
          <Flag locale={locale} />
          <span className="sr-only">{t('label')}: </span>
          <span className="hidden sm:inline">{localeInfo[locale].name}</span>
          <span className="uppercase sm:hidden" aria-hidden="true">
            {locale}
          </span>
          <LuChevronDown aria-hidden="true" className="size-4 transition-transform in-open:rotate-180" />
        </>
      }
    >
      <ul className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
        {locales.map((code) => (
          <li key={code}>
            <a
              href={hrefs[code]}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 focus-visible:bg-brand-50',
                code === locale && 'font-semibold text-brand-800',
              )}
            >
              <Flag locale={code} lazy />
              {localeInfo[code].name}
            </a>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
