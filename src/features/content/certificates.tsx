import { getTranslations } from 'next-intl/server';
import { LuAward } from 'react-icons/lu';
import { site } from '@/config/site';

/** The three registration numbers of SPEC.md section 1, from the site configuration. */
export async function Certificates() {
  const t = await getTranslations('HomePage');
  const certificates = [
    { label: t('certificateHealthTourism'), value: site.certificates.healthTourism },
    { label: t('certificateTravelAgency'), value: site.certificates.travelAgency },
    { label: t('certificateChamber'), value: site.certificates.chamberOfCommerce },
  ];
  return (
    <dl className="grid gap-4 md:grid-cols-3">
      {certificates.map(({ label, value }) => (
        <div key={label} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
          <LuAward aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
          <div>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 font-mono text-base font-semibold text-slate-900">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
