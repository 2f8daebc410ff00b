import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsentFirstLayer } from '@/components/consent/consent-first-layer';
import { consentTexts } from '@/components/consent/texts.server';
import { LogoMark } from '@/components/layout/logo';
import { PageShell } from '@/components/layout/page-shell';
import { SiteFooter } from '@/components/layout/site-footer';
import { SocialButton } from '@/components/layout/social-button';
import { AppLink } from '@/components/shell/app-link';
import { Document } from '@/components/shell/document';
import { site } from '@/config/site';
import { env } from '@/env';
import { isLocale, type Locale } from '@/i18n/locales';
import { NOT_FOUND_KIND_HEADER, PAGE_LOCALE_HEADER } from '@/i18n/paths';
import { fontVariables } from './fonts';

/*
 * The 404 page of the whole site, in the language of the path asked for. src/proxy.ts sends every
 * path that names no page here (as an unmatched path, with its locale in a request header):
 * Next.js renders this file into the HTML, so it reads without JavaScript, where a notFound()
 * thrown by a page leaves an empty document until scripts run. Next.js adds `noindex`.
 *
 * Next.js also renders this file into every prerendered page, as the fallback of its not-found
 * boundary. There the header is absent, and this file must not touch the page's language (the
 * locale next-intl resolves first is kept for the whole render): it renders the plain English
 * page below, as it does for an unmatched path that did not come through the proxy.
 */

/** The nonce of this response's CSP (src/proxy.ts gives the 404 page one): its inline script needs it. */
async function requestNonce(): Promise<string | undefined> {
  return /'nonce-([^']+)'/.exec((await headers()).get('content-security-policy') ?? '')?.[1];
}

async function pathLocale(): Promise<Locale | undefined> {
  const requested = (await headers()).get(PAGE_LOCALE_HEADER);
  return isLocale(requested) ? requested : undefined;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await pathLocale()) ?? 'en';
  const t = await getTranslations({ locale, namespace: 'NotFoundPage' });
  const tm = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: `${t('title')} | ${site.brand}`,
    description: tm('siteDescription'),
    applicationName: site.brand,
  };
}

export default async function NotFound() {
  const locale = await pathLocale();
  if (!locale) return <PlainNotFound />;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'NotFoundPage' });
  const tc = await getTranslations({ locale, namespace: 'CallPage' });
  // An unknown interview link: what it means for a visitor who sent a request (src/proxy.ts).
  const interview = (await headers()).get(NOT_FOUND_KIND_HEADER) === 'interview';
  return (
    <Document locale={locale} fontClassName={fontVariables}>
      {/* An unknown page has no translations: its language links lead to each language's home. */}
      <PageShell locale={locale} page={{ pathname: '/' }} current={false}>
        <div className="container-page grid place-items-center py-20 text-center sm:py-28">
          <div className="max-w-lg">
            <p className="font-display text-7xl font-bold text-brand-700">{t('code')}</p>
            {/* SPEC.md section 8: the routing message, as well as the page's own texts. */}
            <p data-routing-message className="mt-2 text-sm text-slate-600">
              {t('routingMessage')}
            </p>
            <h1 className="mt-4 text-2xl font-bold text-slate-900">{interview ? tc('unknown.title') : t('errorText')}</h1>
            <p className="mt-3 text-lg text-slate-700">{t('message')}</p>
            <p className="mt-2 text-slate-600">{interview ? tc('unknown.text') : t('hint')}</p>
            <AppLink href="/" className="mt-8 btn-primary">
              {t('backHome')}
            </AppLink>
          </div>
        </div>
      </PageShell>
      <SiteFooter />
      <SocialButton />
      {/* Its footer offers "Cookie settings": the choice is asked and kept here too. */}
      {env.GA_MEASUREMENT_ID ? <ConsentFirstLayer texts={await consentTexts(locale)} nonce={await requestNonce()} /> : null}
    </Document>
  );
}

/** The English 404 without the site's chrome, which needs a locale. */
function PlainNotFound() {
  return (
    <html lang="en">
      <body className="grid min-h-screen place-items-center bg-white p-6 text-center font-sans text-slate-800">
        <main>
          <LogoMark className="mx-auto size-12" />
          <p className="mt-6 text-6xl font-bold text-brand-700">404</p>
          <p data-routing-message className="mt-2 text-sm text-slate-600">
            This page could not be found
          </p>
          <h1 className="mt-2 text-xl font-semibold">Page not found</h1>
          <p className="mt-2 text-slate-600">The page you are looking for cannot be found</p>
          <a href="/" className="mt-6 btn-primary">
            Back to the home page
          </a>
        </main>
      </body>
    </html>
  );
}
