'use client';

import { useTranslations } from 'next-intl';

const steps = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6'] as const;

/** The six steps that allow the microphone in the browser (SPEC.md section 2, "Call page"). */
export function PermissionHelp({ className }: { className?: string }) {
  const t = useTranslations('CallPage.help');
  return (
    <ol className={`list-decimal space-y-1.5 pl-5 text-slate-700 ${className ?? ''}`}>
      {steps.map((step) => (
        <li key={step}>{t(step)}</li>
      ))}
    </ol>
  );
}
