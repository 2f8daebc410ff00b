import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { fontVariables } from '../fonts';

// Every admin page reads the session: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { template: `%s | Inbox | ${site.brand}`, default: `Inbox | ${site.brand}` },
  robots: { index: false, follow: false },
};

/** The staff inbox: English, outside the localized site (PRODUCT.md, "Staff inbox"). */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={fontVariables}>
      <body className="min-h-screen bg-slate-50 text-slate-900">{children}</body>
    </html>
  );
}
