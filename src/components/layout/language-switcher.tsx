import { getTranslations } from 'next-intl/server';
import { LuChevronDown } from 'react-icons/lu';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { Disclosure } from './disclosure';
import { Flag } from './flag';
import { LanguageMenu } from './language-menu';

/** The language dropdown: a native disclosure whose items are plain links in the server HTML. */
export async function LanguageSwitcher({ locale }: { locale: Locale }) {
  const t = await getTranslations('LanguageSwitcher');
  const flags = Object.fromEntries(locales.map((code) => [code, <Flag key={code} locale={code} />])) as Record<Locale, React.ReactNode>;
  return (
    <Disclosure
      className="language-switcher relative"
      summaryClassName="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-slate-200 bg-white px-3 text-sm font-medium text-slate-700 hover:border-brand-300 [&::-webkit-details-marker]:hidden"
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
      <div className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg">
        <LanguageMenu current={locale} flags={flags} />
      </div>
    </Disclosure>
  );
}
