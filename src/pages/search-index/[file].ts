// The tenant's embedded search index, content-hashed so it can be cached forever (SRCH, DESIGN: Search),
// and the pointer naming it under a stable name (the landing pages load it through that).
import type { APIRoute } from 'astro';
import { siteData, siteSearch } from '../../lib/site-data.ts';
import { INDEX_POINTER_PATH, indexPointer } from '../../search/index-file.ts';

const name = (path: string) => path.replace('/search-index/', '');

export function getStaticPaths() {
  // Tenants searching a Meilisearch server ship no embedded index.
  if (siteData().tenant.settings.search.backend.type !== 'embedded') return [];
  return [{ params: { file: name(siteSearch().file.path) } }, { params: { file: name(INDEX_POINTER_PATH) } }];
}

export const GET: APIRoute = ({ params }) => {
  const { file } = siteSearch();
  const body = params['file'] === name(INDEX_POINTER_PATH) ? indexPointer(file) : file.contents;
  return new Response(body, { headers: { 'content-type': 'application/json' } });
};
