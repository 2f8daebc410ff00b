import { LogoMark } from '@/components/layout/logo';

/**
 * Requests that no locale route matches (the proxy sends every page path to one, so this is
 * rare). It is the English 404, without the site chrome that needs a locale.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="grid min-h-screen place-items-center bg-white p-6 text-center font-sans text-slate-800">
        <main>
          <LogoMark className="mx-auto size-12" />
          <p className="mt-6 text-6xl font-bold text-brand-700">404</p>
          <h1 className="mt-2 text-xl font-semibold">Page not found</h1>
          <p className="mt-2 text-slate-600">The page you are looking for cannot be found</p>
          <a href="/" className="mt-6 btn-primary">
            Back to the home page
          </a>
        </main>
      </body>
    </html>
  );
}
