export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
export const metadata = { title: 'Bare', description: 'A bare Next.js page with three small client widgets for reference.' };
