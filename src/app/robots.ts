import type { MetadataRoute } from 'next';
import { env } from '@/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin', '/call/', '/*/call/'] }],
    sitemap: `${env.SITE_URL}/sitemap.xml`,
  };
}
