import { LuChevronDown } from 'react-icons/lu';

/**
 * Questions as native disclosures: `<details>` opens with a click, Enter or Space, without any
 * script, and find-in-page reaches closed answers in Chromium.
 */
export function FaqList({ items }: { items: { id: string; question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.id} id={`faq-${item.id}`} className="group px-5 sm:px-7">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 marker:hidden hover:text-brand-800 [&::-webkit-details-marker]:hidden">
            {item.question}
            <LuChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="pb-5 leading-relaxed text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
