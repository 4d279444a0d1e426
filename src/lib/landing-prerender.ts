/**
 * The search landing pages' configuration and prerender (SRCH-06, SRCH-07), apart from the
 * page so its getStaticPaths can prerender a landing whose searches are not yet known: its
 * key (src/lib/landing-keys.ts) then comes from this build's own searches, and the page
 * renders from that prerender instead of repeating it.
 */
import type { InstantSearchServerState } from 'react-instantsearch-core';
import { cardSettings } from '../domain/card.ts';
import { landingPaths, vocabularyData } from '../domain/search-url.ts';
import { vehicleNoun } from '../domain/vocabulary.ts';
import { SLIDER_ATTRIBUTES } from '../domain/search/range-slider.ts';
import type { SearchPageConfig } from '../islands/search/types.ts';
import { startOfDay } from '../model/time-zone.ts';
import { createSearchClient } from '../search/client/search-client.ts';
import type { SearchBackend } from '../search/engine/http-client.ts';
import { INDEX_POINTER_PATH } from '../search/index-file.ts';
import { countCapOf, tenantIndexUid } from '../search/meilisearch/settings.ts';
import {
  type LandingRequests,
  landingPageKey,
  recordingBackend,
  saveLandingRequests,
  saveLandingSearches,
  savedLandingRequests,
} from './landing-keys.ts';
import { landingServerState } from './landing-server-state.ts';
import { keyOf } from './page-keys.ts';
import { pageHere, siteData, sitePageKey, siteSearch } from './site-data.ts';

export function landingConfig(pathname: string): SearchPageConfig {
  const { tenant, builtAt } = siteData();
  const { settings } = tenant;
  const search = siteSearch();
  const backend = settings.search.backend;
  return {
    indexName: backend.type === 'meilisearch' ? tenantIndexUid(tenant.slug, backend) : 'cars',
    // The index through its stable pointer: the page stays the same file while its own results do (BLD-09).
    backend:
      backend.type === 'meilisearch'
        ? { type: 'meilisearch', host: backend.host, searchKey: backend.searchKey }
        : { type: 'embedded', indexUrl: INDEX_POINTER_PATH },
    url: `${settings.site.url.replace(/\/$/, '')}${pathname}`,
    vocabulary: vocabularyData(search.vocabulary),
    hitsPerPage: settings.search.hitsPerPage,
    gridColumns: settings.search.gridColumns,
    card: cardSettings(settings),
    // The start of the build day, not its instant: the page changes with the day, as its key does.
    builtAt: new Date(startOfDay(Date.parse(builtAt), settings.site.timezone)).toISOString(),
    priceAboveZeroOnPriceAscending: settings.search.priceAboveZeroOnPriceAscending,
    makeListCollapsedCount: settings.search.makeListCollapsedCount,
    newAndDemoCombined: settings.search.newAndDemoCombined,
    carTypeAllOffered: settings.search.carTypeAllOffered,
    forceCarTypeSlider: settings.search.forceCarTypeSlider,
    certifiedOnlySite: settings.features.certifiedOnlySite,
    savedSearches: settings.features.savedSearches,
    stockCount: settings.search.stockCount,
    countCap: countCapOf(backend),
    loadingMessages: settings.search.loadingMessages,
    promos: tenant.promos.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      image: p.image,
      url: p.url,
      start: p.start,
      expiry: p.expiry,
      position: p.position,
      display: p.display,
      strictDisplay: p.strictDisplay,
    })),
    promoPositions: settings.promotions.positions,
    promoRandomOffset: settings.search.promoRandomOffset,
    vehicleNoun: vehicleNoun(settings),
  };
}

/**
 * The landing's first page through the engine in this build process (the browser gets the
 * same answer from its worker); the searches it makes are kept for the next build's key.
 * The search UI's own prerender (src/lib/landing-server-state.ts) runs once per code and page
 * configuration: after that the build sends the requests it recorded straight to the search
 * client, which answers exactly as before.
 */
export async function prerenderLanding(pathname: string): Promise<InstantSearchServerState> {
  const { tenant } = siteData();
  const search = siteSearch();
  const config = landingConfig(pathname);
  const configKey = keyOf(JSON.stringify(config));
  const recording = recordingBackend(search.engine);
  const known = savedLandingRequests(tenant.slug, pathname, configKey);
  let serverState: InstantSearchServerState;
  if (known) {
    serverState = await replayLanding(config, known, recording.backend);
  } else {
    serverState = await landingServerState(config, recording.backend);
    const requests = landingRequestsOf(serverState);
    if (requests) saveLandingRequests(tenant.slug, pathname, configKey, requests);
  }
  // The page shows the answer to the last search only (earlier ones, before the landing's
  // refinements applied, were superseded): that one keys it.
  const shown = recording.searches.filter((search) => search.kind === 'multi').slice(-1);
  saveLandingSearches(tenant.slug, pathname, shown);
  return withoutRangeCounts(serverState);
}

/**
 * The first page's results with the slider attributes' per-value counts emptied: a slider shows
 * only its range, which the results carry apart (facets_stats), while the counts (one per
 * distinct price, km and year in stock) weighed down every landing page. The page's key leaves
 * them out too (src/lib/landing-keys.ts): a page kept from the live site when only a count
 * changed must be the page a new render gives. The attribute stays, empty: InstantSearch gives a
 * slider its range only for an attribute listed among the facets.
 */
function withoutRangeCounts(serverState: InstantSearchServerState): InstantSearchServerState {
  for (const index of Object.values(serverState.initialResults))
    for (const result of index.results ?? []) {
      const facets = result.facets as Record<string, unknown> | undefined;
      for (const attribute of SLIDER_ATTRIBUTES) if (facets?.[attribute]) facets[attribute] = {};
    }
  return serverState;
}

/** How many cars the landing's own search found (its first result's nbHits), for its description. */
export function landingTotal(serverState: InstantSearchServerState): number | undefined {
  const [index] = Object.values(serverState.initialResults);
  const first = (index?.results as { nbHits?: unknown }[] | undefined)?.[0];
  return typeof first?.nbHits === 'number' ? first.nbHits : undefined;
}

/** The one index's state and requests of a prerender, when it has exactly one (the search page has). */
function landingRequestsOf(serverState: InstantSearchServerState): LandingRequests | undefined {
  const entries = Object.entries(serverState.initialResults);
  if (entries.length !== 1) return undefined;
  const [indexId, index] = entries[0]!;
  if (!index.state || !index.requestParams) return undefined;
  return {
    indexId,
    state: index.state as LandingRequests['state'],
    requestParams: index.requestParams as Record<string, unknown>[],
  };
}

/** The server state getServerState gives, from the recorded requests answered by the search client. */
async function replayLanding(
  config: SearchPageConfig,
  known: LandingRequests,
  backend: SearchBackend,
): Promise<InstantSearchServerState> {
  const client = createSearchClient(
    config.backend,
    { priceAboveZeroOnPriceAscending: config.priceAboveZeroOnPriceAscending },
    () => backend,
  );
  const { results } = (await client.search(
    known.requestParams.map((params) => ({ indexName: known.state.index, params })) as never,
  )) as { results: unknown[] };
  return {
    initialResults: {
      [known.indexId]: { state: known.state, results, requestParams: known.requestParams },
    },
  } as unknown as InstantSearchServerState;
}

/**
 * Every landing path with its cache key. A landing whose searches this code has not recorded
 * is prerendered here first, so it has a key in this very build; its page then replays the
 * requests that prerender recorded (nothing is held for it meanwhile: a batch has thousands).
 */
export async function landingPages(): Promise<{ params: { path: string }; cacheKey?: string }[]> {
  const { tenant } = siteData();
  const search = siteSearch();
  // Only answers from the embedded engine can key a page: a Meilisearch tenant's landings render every time.
  const siteKey = tenant.settings.search.backend.type === 'embedded' ? sitePageKey() : undefined;
  const pages = [];
  for (const path of landingPaths(search.vocabulary)) {
    // A split build renders each landing page in one of its parts (src/build/page-parts.ts).
    if (!pageHere(path)) continue;
    const landing = { slug: tenant.slug, path, stockCount: search.docs.length };
    let cacheKey = landingPageKey(siteKey, landing, search.engine);
    if (siteKey && cacheKey === undefined) {
      await prerenderLanding(path);
      cacheKey = landingPageKey(siteKey, landing, search.engine);
    }
    pages.push({
      params: { path: path.slice('/search/'.length) },
      ...(cacheKey === undefined ? {} : { cacheKey }),
    });
  }
  return pages;
}
