// The tenant's embedded search index, content-hashed so it can be cached forever (SRCH, DESIGN: Search).
import type { APIRoute } from 'astro';
import { siteData, siteSearch } from '../../lib/site-data.ts';

export function getStaticPaths() {
  // Tenants searching a Meilisearch server ship no embedded index.
  if (siteData().tenant.settings.search.backend.type !== 'embedded') return [];
  return [{ params: { file: siteSearch().file.path.replace('/search-index/', '') } }];
}

export const GET: APIRoute = () =>
  new Response(siteSearch().file.contents, { headers: { 'content-type': 'application/json' } });
