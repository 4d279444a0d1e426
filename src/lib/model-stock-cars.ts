/**
 * The cars of a model page's "In stock now" strip (MOD-01), chosen with the second search
 * call (SRCH-30): the `attribute:value` filter form and a limit, answered by the build's
 * embedded engine over the tenant's published stock, in the default order (custom_rank).
 */
import type { SearchDocument } from '../search/document.ts';
import { secondSearch } from '../search/meilisearch/second-search.ts';
import { slugify } from '../model/slugify.ts';
import { siteSearch } from './site-data.ts';

export async function modelStockCars(
  model: { manufacturer_name: string; name: string },
  /** One row of the tenant's card grid. */
  limit: number,
): Promise<SearchDocument[]> {
  const { vocabulary, engine } = siteSearch();
  const makeSlug = slugify(model.manufacturer_name);
  const make = vocabulary.makes.get(makeSlug);
  const name = vocabulary.models.get(makeSlug)?.get(slugify(model.name));
  if (!make || !name) return [];
  return secondSearch(
    { indexUid: 'cars', multiSearch: (request) => engine.multiSearch(request) },
    `make_model:${JSON.stringify(`${make}:${name}`)} AND status:in_stock`,
    limit,
  );
}
