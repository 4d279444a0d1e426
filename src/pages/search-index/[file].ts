// The tenant's embedded search index, content-hashed so it can be cached forever (SRCH, DESIGN: Search),
// and the pointer naming it under a stable name (the landing pages load it through that), and
// the VINs beside it (src/search/vin-lookup.ts).
import type { APIRoute } from 'astro';
import { SEARCH_INDEX_DIR } from '../../model/site-routes.ts';
import { pageHere, siteData, siteSearch } from '../../lib/site-data.ts';
import { INDEX_POINTER_PATH, indexPointer } from '../../search/index-file.ts';

const name = (path: string) => path.replace(SEARCH_INDEX_DIR, '');

export function getStaticPaths() {
  // Tenants searching a Meilisearch server ship no embedded index.
  if (siteData().tenant.settings.search.backend.type !== 'embedded') return [];
  // Another part of a split build writes the index: it is not encoded here.
  if (!pageHere(SEARCH_INDEX_DIR)) return [];
  const { file } = siteSearch();
  return [
    { params: { file: name(file.path) } },
    { params: { file: name(INDEX_POINTER_PATH) } },
    ...(file.vins ? [{ params: { file: name(file.vins.path) } }] : []),
  ];
}

export const GET: APIRoute = ({ params }) => {
  const { file } = siteSearch();
  const body =
    params['file'] === name(INDEX_POINTER_PATH)
      ? indexPointer(file)
      : file.vins && params['file'] === name(file.vins.path)
        ? file.vins.contents
        : file.contents;
  return new Response(body, { headers: { 'content-type': 'application/json' } });
};
