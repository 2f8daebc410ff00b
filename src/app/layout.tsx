import type { ReactNode } from 'react';
import './globals.css';

// The document (`<html>`, `<body>`) is rendered by `[locale]/layout.tsx`, where the language is known.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
