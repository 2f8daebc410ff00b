import { getTranslations } from 'next-intl/server';
import { LuBedDouble, LuCarFront, LuHeadset, LuLanguages, LuPlaneTakeoff } from 'react-icons/lu';
import { IconSteps } from '@/components/ui/icon-steps';

/** The medical travel plan of SPEC.md section 1 on the home page. */
export async function TravelPlan() {
  const t = await getTranslations('HomePage');
  return (
    <IconSteps
      className="lg:grid-cols-5"
      items={[
        { icon: LuCarFront, text: t('planPickup') },
        { icon: LuLanguages, text: t('planInterpreter') },
        { icon: LuBedDouble, text: t('planHotel') },
        { icon: LuHeadset, text: t('planCoordinator') },
        { icon: LuPlaneTakeoff, text: t('planReturn') },
      ]}
    />
  );
}
