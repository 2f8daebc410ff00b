import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { AppLink } from '@/components/shell/app-link';
import type { Locale } from '@/i18n/locales';
import { NOT_FOUND_KINDS } from '@/i18n/paths';

/*
 * The 404 page of the whole site, in the language of the path asked for. src/proxy.ts rewrites
 * every path that names no page to `/{locale}/page-not-found/{kind}` with status 404, so the
 * visitor keeps the address they asked for. It is prerendered like every content page, so it gets
 * the same build step (scripts started after its first paint, scripts/paint-first.mjs) and a CSP
 * with the hashes of its inline scripts (docs/decisions/023-a-prerendered-404-page.md). Its text is
 * in the HTML, so it reads without JavaScript; the footer and the cookie choice come from the
 * (site) layout, as on every page.
 */

export const dynamicParams = false;

export function generateStaticParams() {
  return NOT_FOUND_KINDS.map((kind) => ({ kind }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/page-not-found/[kind]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'NotFoundPage' });
  // Nothing to index, and no canonical address: it answers for whatever address was asked for.
  return { title: t('title'), robots: { index: false } };
}

export default async function NotFoundPage({ params }: PageProps<'/[locale]/page-not-found/[kind]'>) {
  const { locale: pathLocale, kind } = await params;
  const locale = pathLocale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('NotFoundPage');
  const tc = await getTranslations('CallPage');
  // An unknown interview link: what it means for a visitor who sent a request (src/proxy.ts).
  const interview = kind === 'interview';
  return (
    // An unknown page has no translations: its language links lead to each language's home.
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
  );
}
