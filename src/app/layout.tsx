import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import './globals.css';

export const viewport: Viewport = {
  themeColor: site.themeColor,
  width: 'device-width',
  initialScale: 1,
};

// The document (`<html>`, `<body>`) is rendered by `[locale]/layout.tsx`, where the language is
// known (components/shell/document.tsx), by the staff inbox's layout, and by Next.js's own plain
// 404 (not-found.tsx).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
