import type { ReactNode } from 'react';

/** Re-mounts on every navigation, so the page-in transition plays for each new page. */
export default function PageTransition({ children }: { children: ReactNode }) {
  return <div className="page-transition">{children}</div>;
}
