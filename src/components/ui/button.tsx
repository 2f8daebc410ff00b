import type { ComponentProps } from 'react';

/**
 * A button in the site's two styles (no class-merging library: it also ships in client bundles); `busy`
 * shows a spinner and disables it while work runs.
 */
export function Button({
  variant = 'primary',
  busy = false,
  className,
  children,
  disabled,
  ...props
}: ComponentProps<'button'> & { variant?: 'primary' | 'secondary'; busy?: boolean }) {
  return (
    <button
      {...props}
      disabled={disabled ?? busy}
      className={[variant === 'primary' ? 'btn-primary' : 'btn-secondary', className].filter(Boolean).join(' ')}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
        />
      ) : null}
      {children}
    </button>
  );
}
