/**
 * The directory search (SRCH-27): the tenant's models (models.json with manufacturers.json)
 * as an index of the embedded engine, searched with Meilisearch multi-search requests:
 * filters on the manufacturer name, the model name and the model's bodies, 21 hits a page,
 * and facet counts for the make, body and model lists. Answers are cached client-side, the
 * last 10 searches, oldest dropped first.
 */
import {
  bodyLabel,
  compareBodies,
  type DirectoryState,
  fromPriceLabel,
  type ModelLinkContext,
  modelDescription,
  manufacturerBodies,
  modelHref,
  modelLinkLabel,
  modelStatusLabel,
  quoteFilterValue,
} from '../../domain/directory.ts';
import {
  createDirectoryCache,
  DIRECTORY_PAGE_SIZE,
  type DirectoryCache,
  directoryCacheKey,
} from '../../domain/search/directory-cache.ts';
import { slugify } from '../../model/slugify.ts';
import type { Manufacturer, Model } from '../../model/content.ts';
import type { SearchDocument } from '../document.ts';
import { createSearchEngine, type SearchEngine } from '../engine/engine.ts';
import type { SearchBackend } from '../engine/http-client.ts';
import type { MultiSearchRequest, MultiSearchResponse, SearchQuery } from '../engine/meilisearch-types.ts';
import { anyOf, columnNames, mergedFacet, spread, widthOf } from './multi-valued.ts';

export const DIRECTORY_INDEX = 'models';

/** A model as the directory shows and searches it: plain data, built at build time. */
export interface ModelEntry {
  id: string;
  /** Model name, "HiLux". */
  name: string;
  slug: string;
  /** Manufacturer name, "Toyota". */
  make: string;
  make_slug: string;
  model_slug: string;
  /** The model's bodies as written in models.json ("suvs", "utes"). */
  bodies: string[];
  manufacturer_body: string;
  status: string;
  statusLabel?: string | undefined;
  fromPrice?: string | undefined;
  /** At most 200 characters (MOD-01). */
  description: string;
  image?: string | undefined;
  logo?: string | undefined;
  /** Where the card links; absent when no page for it exists. */
  href?: string | undefined;
  linkLabel?: string | undefined;
}

/**
 * Directory entries in the dealer's order (the order of models.json). A manufacturer
 * without its own logo URL takes the site's make logo (`logoOf`), when there is one.
 */
export function modelEntries(
  models: readonly Model[],
  manufacturers: readonly Manufacturer[],
  links: ModelLinkContext,
  logoOf: (make: string) => string | undefined = () => undefined,
): ModelEntry[] {
  const byName = new Map(manufacturers.map((m) => [m.name.toLowerCase(), m]));
  return models.map((model) => {
    const manufacturer = byName.get(model.manufacturer_name.toLowerCase());
    const href = modelHref(model, links);
    return {
      id: model.id,
      name: model.name,
      slug: model.new_slug ?? model.slug,
      make: manufacturer?.name ?? model.manufacturer_name,
      make_slug: manufacturer?.slug ?? slugify(model.manufacturer_name),
      model_slug: slugify(model.name),
      bodies: [...new Set(model.body.map((body) => body.trim()).filter(Boolean))],
      manufacturer_body: manufacturerBodies(model).join(' / '),
      status: model.status,
      statusLabel: modelStatusLabel(model.status),
      fromPrice: fromPriceLabel(model.from_price),
      description: modelDescription(model.short_description),
      image: model.image?.url,
      logo: manufacturer?.logo?.url ?? logoOf(manufacturer?.name ?? model.manufacturer_name),
      href,
      linkLabel: modelLinkLabel(href, {
        name: model.name,
        manufacturer_name: manufacturer?.name ?? model.manufacturer_name,
      }),
    };
  });
}

/** The engine's document of a model; text goes into fields the engine matches on. */
export type DirectoryDocument = {
  id: string;
  name: string;
  make: string;
  model: string;
  body: string;
  tag: string;
  custom_rank: number;
} & Record<string, string | number>;

export function directoryDocuments(entries: readonly ModelEntry[]): {
  docs: DirectoryDocument[];
  width: number;
} {
  const width = widthOf(entries.map((entry) => entry.bodies));
  const docs = entries.map((entry, index) => ({
    id: entry.id,
    name: `${entry.make} ${entry.name}`,
    make: entry.make,
    model: entry.name,
    body: [entry.manufacturer_body, ...entry.bodies.map(bodyLabel)].join(' '),
    tag: entry.statusLabel ?? '',
    ...spread('body', entry.bodies, width),
    // The dealer's order is the default order.
    custom_rank: entries.length - index,
  }));
  return { docs, width };
}

export function directoryEngine(entries: readonly ModelEntry[]): { engine: SearchEngine; width: number } {
  const { docs, width } = directoryDocuments(entries);
  return { engine: createSearchEngine(docs as unknown as SearchDocument[], DIRECTORY_INDEX), width };
}

type Refinement = 'make' | 'model' | 'body';

/** The filter of a state, leaving out some refinements (for their own facet counts). */
export function directoryFilter(
  state: DirectoryState,
  width: number,
  without: readonly Refinement[] = [],
): (string | string[])[] {
  const filter: (string | string[])[] = [];
  if (state.make && !without.includes('make')) filter.push(`make = ${quoteFilterValue(state.make)}`);
  if (state.model && !without.includes('model')) filter.push(`model = ${quoteFilterValue(state.model)}`);
  if (state.body && !without.includes('body')) filter.push(anyOf('body', width, [state.body]));
  return filter;
}

/**
 * The multi-search of one directory state: the page of hits, then facet counts for each
 * list with that list's own choice left out, so every make (or body) shows how many models
 * choosing it would give. Models are counted only once a make is chosen.
 */
export function directoryRequest(
  state: DirectoryState,
  width: number,
  indexUid = DIRECTORY_INDEX,
): MultiSearchRequest {
  const base: SearchQuery = { indexUid, q: state.query.trim() || null };
  const counts = (without: Refinement[], facets: string[]): SearchQuery => ({
    ...base,
    filter: directoryFilter(state, width, without),
    facets,
    hitsPerPage: 0,
    page: 1,
  });
  const queries: SearchQuery[] = [
    {
      ...base,
      filter: directoryFilter(state, width),
      hitsPerPage: DIRECTORY_PAGE_SIZE,
      page: Math.max(1, state.page),
      attributesToRetrieve: ['id'],
    },
    counts(['make', 'model'], ['make']),
    counts(['body'], columnNames('body', width)),
  ];
  if (state.make) queries.push(counts(['model'], ['model']));
  return { queries };
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface DirectoryResult {
  /** Model ids of the page, in order. */
  ids: string[];
  total: number;
  page: number;
  pages: number;
  makes: FacetCount[];
  bodies: FacetCount[];
  models: FacetCount[];
}

const byValue = (a: FacetCount, b: FacetCount) =>
  a.value.localeCompare(b.value, 'en-AU', { numeric: true, sensitivity: 'base' });

/** Facet counts as a list; a chosen value stays listed at 0 so it can be unchosen. */
function facetList(
  counts: Map<string, number>,
  chosen: string,
  compare: (a: FacetCount, b: FacetCount) => number,
): FacetCount[] {
  if (chosen && !counts.has(chosen)) counts.set(chosen, 0);
  return [...counts].map(([value, count]) => ({ value, count })).sort(compare);
}

export function readDirectoryResponse(
  response: MultiSearchResponse,
  state: DirectoryState,
  width: number,
): DirectoryResult {
  const [hits, makes, bodies, models] = response.results;
  const total = hits?.totalHits ?? hits?.estimatedTotalHits ?? 0;
  return {
    ids: (hits?.hits ?? []).map((hit) => String(hit.id)),
    total,
    page: hits?.page ?? Math.max(1, state.page),
    pages: hits?.totalPages ?? Math.ceil(total / DIRECTORY_PAGE_SIZE),
    makes: facetList(new Map(Object.entries(makes?.facetDistribution?.['make'] ?? {})), state.make, byValue),
    bodies: facetList(mergedFacet(bodies?.facetDistribution, 'body', width), state.body, (a, b) =>
      compareBodies(a.value, b.value),
    ),
    models: state.make
      ? facetList(new Map(Object.entries(models?.facetDistribution?.['model'] ?? {})), state.model, byValue)
      : [],
  };
}

export interface DirectorySearch {
  search(state: DirectoryState): Promise<DirectoryResult>;
  readonly cache: DirectoryCache<DirectoryResult>;
}

/** Searches through any backend (the engine in the page, a worker, a server), caching answers (SRCH-27). */
export function createDirectorySearch(
  backend: SearchBackend,
  width: number,
  indexUid = DIRECTORY_INDEX,
): DirectorySearch {
  const cache = createDirectoryCache<DirectoryResult>();
  return {
    cache,
    async search(state) {
      const key = directoryCacheKey(state);
      const cached = cache.get(key);
      if (cached) return cached;
      const result = readDirectoryResponse(
        await backend.multiSearch(directoryRequest(state, width, indexUid)),
        state,
        width,
      );
      cache.set(key, result);
      return result;
    },
  };
}
