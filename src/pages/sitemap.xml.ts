import type { APIRoute } from 'astro';
import { sitemapXml } from '../domain/sitemap.ts';
import { siteData } from '../lib/site-data.ts';

export const GET: APIRoute = () => {
  const { tenant, cars } = siteData();
  const entries = [{ path: '/' }, ...cars.map((car) => ({ path: car.path, lastmod: car.created_at }))];
  return new Response(sitemapXml(tenant.settings.site.url, entries), { headers: { 'content-type': 'application/xml' } });
};
