import { getTranslations } from 'next-intl/server';
import { LuBedDouble, LuBuilding2, LuCarFront, LuLanguages } from 'react-icons/lu';
import { packageFacts, type OrthopedicPackage } from '@/config/landings';

const titleKeys: Record<OrthopedicPackage, 'packageScoliosis' | 'packageHip' | 'packageKnee'> = {
  scoliosis: 'packageScoliosis',
  'hip-prosthesis': 'packageHip',
  'knee-prosthesis': 'packageKnee',
};

/** The orthopedic packages: hotel weeks, hospitalization days, translation and VIP transport. */
export async function Packages({ packages }: { packages: OrthopedicPackage[] }) {
  const t = await getTranslations('LandingPage');
  return (
    <section aria-labelledby="packages-title" className="container-page py-12 sm:py-16">
      <h2 id="packages-title" className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('packagesTitle')}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {packages.map((item) => {
          const facts = packageFacts[item];
          const rows = [
            { key: 'hotel', icon: LuBedDouble, text: t('packageHotel', { count: facts.hotelWeeks }) },
            { key: 'hospital', icon: LuBuilding2, text: t('packageHospital', { count: facts.hospitalDays }) },
            { key: 'translation', icon: LuLanguages, text: t('packageTranslation') },
            { key: 'transport', icon: LuCarFront, text: t('packageTransport') },
          ];
          return (
            <li key={item} data-package={item} className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm">
              <h3 className="font-display text-lg font-bold text-slate-900">{t(titleKeys[item])}</h3>
              <ul className="mt-4 space-y-3">
                {rows.map(({ key, icon: Icon, text }) => (
                  <li key={key} data-fact={key} className="flex items-start gap-3 text-slate-800">
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    {text}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-sm text-slate-600">{t('packagesNote')}</p>
    </section>
  );
}
