import { getTranslations } from 'next-intl/server';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { AppLink } from '@/components/shell/app-link';
import { ExternalLink } from '@/components/ui/external-link';
import { env } from '@/env';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { emailHref, phoneHref, site, socialLabels, socialNetworks } from '@/config/site';
import { socialIcons } from './social-icons';
import { Logo } from './logo';
import { Copyright } from './copyright';
import { EditorialLine } from './editorial-line';

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const tc = await getTranslations('Common');
  const serviceLinks = [
    { href: '/landing/orthopedics', label: t('orthopedics') },
    { href: '/landing/check-up', label: t('checkUp') },
    { href: '/landing/oncology/oncology-treatments', label: t('oncology') },
    { href: '/landing/dental/dental-treatments', label: t('dental') },
    { href: '/services', hash: 'bariatric', label: t('bariatric') },
  ] as const;
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <div className="[&_span]:text-white">
            <Logo />
          </div>
          <p className="mt-4 max-w-md text-sm leading-relaxed">{t('description')}</p>
          <p className="mt-4 max-w-md text-xs leading-relaxed text-slate-400">{t('notMedicalAdvice')}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('servicesTitle')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {serviceLinks.map((link) => (
              <li key={link.label}>
                <AppLink href={link.href} hash={'hash' in link ? link.hash : undefined} className="hover:text-white hover:underline">
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('contactTitle')}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <LuMapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                <span className="sr-only">{t('address')}: </span>
                {site.address.street}, {site.address.postalCode} {site.address.city}
              </span>
            </p>
            <p className="flex gap-2">
              <LuMail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <a href={emailHref} className="hover:text-white hover:underline">
                <span className="sr-only">{t('email')}: </span>
                {site.email}
              </a>
            </p>
            <p className="flex gap-2">
              <LuPhone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <a href={phoneHref} className="hover:text-white hover:underline">
                <span className="sr-only">{t('phone')}: </span>
                {site.phone}
              </a>
            </p>
            <p>
              <ExternalLink href={site.mapUrl} newTabLabel={tc('openInNewTab')} className="text-brand-200 underline hover:text-white">
                {t('map')}
              </ExternalLink>
            </p>
          </address>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-white uppercase">{t('followUs')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {socialNetworks.map((network) => {
              const Icon = socialIcons[network];
              return (
                <li key={network}>
                  <ExternalLink
                    href={site.social[network]}
                    newTabLabel={tc('openInNewTab')}
                    className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    <span className="sr-only">{socialLabels[network]}</span>
                  </ExternalLink>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <Copyright />
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <AppLink href="/privacy-policy" className="hover:text-white hover:underline">
              {t('privacy')}
            </AppLink>
            {env.GA_MEASUREMENT_ID ? <CookieSettingsButton label={t('cookieSettings')} className="hover:text-white" /> : null}
          </div>
        </div>
        <div className="container-page pb-5 text-xs text-slate-400">
          <EditorialLine />
        </div>
      </div>
    </footer>
  );
}
