import { site } from '@/config/site';

/** The brand mark: a bridge over the strait, drawn for the site. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#20bbd7" />
      <path d="M6 24c4.5-9 23.5-9 28 0" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M11 18v10M29 18v10M20 15.5v12.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M5 31c2.5-1.6 5-1.6 7.5 0s5 1.6 7.5 0 5-1.6 7.5 0 5 1.6 7.5 0"
        fill="none"
        stroke="#d0f4fa"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="size-9 shrink-0" />
      <span className="font-display text-base leading-tight font-bold tracking-tight text-slate-900 sm:text-lg">{site.brand}</span>
    </span>
  );
}
