import { getTranslations } from 'next-intl/server';
import { LuMenu, LuX } from 'react-icons/lu';
import { AppLink } from '@/components/shell/app-link';
import { anchors } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import { languagePaths, type PageRef } from '@/lib/seo';
import { Disclosure } from './disclosure';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

const navigation = [
  { href: '/', key: 'home' },
  { href: '/about', key: 'about' },
  { href: '/services', key: 'services' },
  { href: '/contact', key: 'contact' },
] as const;

export async function SiteHeader({ locale, page, current = true }: { locale: Locale; page: PageRef; current?: boolean }) {
  const t = await getTranslations('Header');
  const links = navigation.map((item) => ({
    ...item,
    label: t(item.key),
    current: current && item.href === page.pathname ? ('page' as const) : undefined,
  }));
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <AppLink href="/" aria-label={t('logoLabel')} className="rounded-lg">
          <Logo />
        </AppLink>
        <nav aria-label={t('mainNavigation')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.key}>
                <AppLink
                  href={link.href}
                  aria-current={link.current}
                  className="rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <AppLink href="/services" hash={anchors.secondOpinion} className="btn-primary hidden text-sm xl:inline-flex">
            {t('cta')}
          </AppLink>
          <LanguageSwitcher locale={locale} hrefs={languagePaths(page)} />
          <Disclosure
            className="mobile-menu lg:hidden"
            summaryClassName="flex size-11 cursor-pointer list-none items-center justify-center rounded-full border border-slate-200 text-slate-700 [&::-webkit-details-marker]:hidden"
            summary={
              <>
                <LuMenu aria-hidden="true" className="size-5 in-open:hidden" />
                <LuX aria-hidden="true" className="hidden size-5 in-open:block" />
                <span className="sr-only">{t('menu')}</span>
              </>
            }
          >
            <nav aria-label={t('mainNavigation')} className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg">
              <ul className="container-page flex flex-col py-2">
                {links.map((link) => (
                  <li key={link.key}>
                    <AppLink
                      href={link.href}
                      aria-current={link.current}
                      className="flex min-h-12 items-center rounded-lg px-2 text-base font-medium text-slate-800 hover:bg-brand-50"
                    >
                      {link.label}
                    </AppLink>
                  </li>
                ))}
                <li className="py-2">
                  <AppLink href="/services" hash={anchors.secondOpinion} className="btn-primary w-full">
                    {t('cta')}
                  </AppLink>
                </li>
              </ul>
            </nav>
          </Disclosure>
        </div>
      </div>
    </header>
  );
}
