import type { APIRoute } from 'astro';
import { sitemapXml } from '../domain/sitemap.ts';
import { landingPaths } from '../domain/search-url.ts';
import { siteData, siteSearch, siteSections } from '../lib/site-data.ts';

export const GET: APIRoute = () => {
  const { tenant, cars } = siteData();
  const sections = siteSections();
  const entries = [
    { path: '/' },
    ...landingPaths(siteSearch().vocabulary).map((path) => ({ path })),
    ...(sections.models ? [{ path: '/models' }] : []),
    ...(sections.offers ? [{ path: '/special-offers' }] : []),
    { path: '/trade-in' },
    { path: '/terms-and-conditions' },
    ...cars.map((car) => ({ path: car.path, lastmod: car.created_at })),
  ];
  return new Response(sitemapXml(tenant.settings.site.url, entries), {
    headers: { 'content-type': 'application/xml' },
  });
};
