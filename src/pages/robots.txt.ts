import type { APIRoute } from 'astro';
import { robotsTxt } from '../domain/sitemap.ts';
import { siteData } from '../lib/site-data.ts';

export const GET: APIRoute = () =>
  new Response(robotsTxt(siteData().tenant.settings.site.url), { headers: { 'content-type': 'text/plain' } });
