import { LuInfo } from 'react-icons/lu';

/** The notice of every medical page: results vary, a physician decides, this is not medical advice. */
export function MedicalNotice({ lines, className = '' }: { lines: string[]; className?: string }) {
  return (
    <div role="note" className={`flex gap-3 rounded-2xl bg-amber-50 p-5 text-slate-800 ring-1 ring-amber-200 ${className}`}>
      <LuInfo aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="space-y-1 text-sm leading-relaxed">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
