import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { CallInterview, ClosedInterview, UnknownInterview } from '@/features/interview/call-page';
import { namesMatch } from '@/features/interview/greeting';
import { findInterviewLead, interviewProgress, isOpen } from '@/features/interview/repository.server';
import type { Locale } from '@/i18n/locales';
import { safeDecode } from '@/lib/safe-decode';
import { appRuntime } from '@/runtime.server';

// The interview's state is the lead's: read at each request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/call/[id]/[fullname]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'CallPage' });
  // A personal page: never indexed, never listed in the sitemap.
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

/**
 * The assistant interview (PRODUCT.md, "The call page"). An unknown or malformed id is the 404
 * page (src/proxy.ts). The page shows nothing of the lead but its name, and that only when the
 * address already names it: anyone can write an address, so a name that is not the lead's is
 * never shown (issue 20); the greeting then has no name.
 */
export default async function CallPage({ params }: PageProps<'/[locale]/call/[id]/[fullname]'>) {
  const { locale: raw, id: rawId, fullname } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const id = safeDecode(rawId);
  const { interview } = await appRuntime();
  const { db, provider } = interview.services;
  const lead = await findInterviewLead(db, id);
  // Exactly as the visitor typed it, hyphens and apostrophes included.
  const name = lead && namesMatch(safeDecode(fullname), lead.fullName) ? lead.fullName : undefined;
  return (
    <PageShell locale={locale} page={{ pathname: '/call/[id]/[fullname]', params: { id, fullname: safeDecode(fullname) } }} variant="call">
      <div className="container-page mx-auto grid max-w-3xl justify-items-center py-10 sm:py-16">
        {!lead ? (
          // src/proxy.ts answers an unknown id with the 404 page; this is only the page's own guard.
          <UnknownInterview />
        ) : isOpen(lead) ? (
          <CallInterview locale={locale} leadId={lead.id} name={name} provider={provider} progress={await interviewProgress(db, lead.id)} />
        ) : (
          <ClosedInterview />
        )}
      </div>
    </PageShell>
  );
}
