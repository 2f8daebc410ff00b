import { notFound } from 'next/navigation';

/** Any path under a locale that no page matches: the localized 404 inside the site layout. */
export default function CatchAll() {
  notFound();
}
