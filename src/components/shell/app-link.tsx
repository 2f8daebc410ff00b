import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { AppPathname } from '@/i18n/routing';
import { ClientLink } from './client-link';

export type AppHref = AppPathname | { pathname: AppPathname; params: Record<string, string> };

/**
 * The one internal link of the site. The localized path is resolved on the server, so the
 * browser needs no routing table; see docs/decisions/003-links-and-language-switcher.md.
 */
export async function AppLink({
  href,
  hash,
  ...props
}: Omit<ComponentProps<typeof ClientLink>, 'href'> & { href: AppHref; hash?: string }) {
  const locale = await getLocale();
  const path = localizedPath(locale, typeof href === 'string' ? { pathname: href } : href);
  return <ClientLink {...props} href={hash ? `${path}#${hash}` : path} />;
}
