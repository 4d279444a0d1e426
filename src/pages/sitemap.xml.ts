import type { APIRoute } from 'astro';
import { sitemapXml } from '../domain/sitemap.ts';
import { siteData } from '../lib/site-data.ts';
import { sitePages } from '../lib/site-pages.ts';

export const GET: APIRoute = () =>
  new Response(sitemapXml(siteData().tenant.settings.site.url, sitePages().listed), {
    headers: { 'content-type': 'application/xml' },
  });
