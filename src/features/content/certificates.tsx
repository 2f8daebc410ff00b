import { getTranslations } from 'next-intl/server';
import { LuAward } from 'react-icons/lu';
import { site } from '@/config/site';

const issuerKeys = {
  ministryOfHealth: 'issuerMinistryOfHealth',
  tursab: 'issuerTursab',
  ito: 'issuerIto',
} as const satisfies Record<(typeof site.certificates)[keyof typeof site.certificates]['issuer'], string>;

/** The three registration numbers of SPEC.md section 1, from the site configuration, each with its issuing body. */
export async function Certificates() {
  const t = await getTranslations('HomePage');
  const certificates = [
    { label: t('certificateHealthTourism'), ...site.certificates.healthTourism },
    { label: t('certificateTravelAgency'), ...site.certificates.travelAgency },
    { label: t('certificateChamber'), ...site.certificates.chamberOfCommerce },
  ];
  return (
    <dl className="grid gap-4 md:grid-cols-3">
      {certificates.map(({ label, number, issuer }) => (
        <div key={label} className="rounded-2xl border border-slate-200 p-5">
          <dt className="flex items-center gap-3 text-sm text-slate-600">
            <LuAward aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
            {label}
          </dt>
          <dd data-number className="mt-2 pl-10 font-mono text-base font-semibold text-slate-900">
            {number}
          </dd>
          <dd data-issuer className="mt-1 pl-10 text-sm text-slate-600">
            {t('certificateIssuedBy', { issuer: t(issuerKeys[issuer]) })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
