import { getTranslations } from 'next-intl/server';
import { LuBedDouble, LuCarFront, LuHeadset, LuLanguages, LuPlaneTakeoff } from 'react-icons/lu';

/** The medical travel plan of SPEC.md section 1, shared by the home and the landing pages. */
export async function TravelPlan() {
  const t = await getTranslations('HomePage');
  const items = [
    { icon: LuCarFront, label: t('planPickup') },
    { icon: LuLanguages, label: t('planInterpreter') },
    { icon: LuBedDouble, label: t('planHotel') },
    { icon: LuHeadset, label: t('planCoordinator') },
    { icon: LuPlaneTakeoff, label: t('planReturn') },
  ];
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {items.map(({ icon: Icon, label }, index) => (
        <li key={label} className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 lg:flex-col">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="text-sm leading-snug font-medium text-slate-800">
            <span className="sr-only">{index + 1}. </span>
            {label}
          </span>
        </li>
      ))}
    </ol>
  );
}
