/**
 * Cache keys for the search landing pages (BLD-09). A landing page shows the site (its site
 * key, src/lib/page-keys.ts), the stock count and the engine's answers to the searches its
 * InstantSearch prerender makes: the first page of results, the facet counts and ranges.
 * When the build renders a landing page it records those searches (`recordingBackend`); the
 * next build asks the engine the same searches, and the page's key is made of the answers.
 * Same answers, same page: a feed change renders only the landings whose results changed.
 *
 * The searches are kept per tenant and path in LANDING_SEARCHES_DIR (set by the build), with
 * the code they were recorded under: new code records them again. Without that folder (the
 * dev preview) there are no keys and nothing is written.
 */
import { deserialize, serialize } from 'node:v8';
import { join } from 'node:path';
import { readRecord, writeAtomically } from '../build/cache-file.ts';
import type { SearchEngine } from '../search/engine/engine.ts';
import type { SearchBackend } from '../search/engine/http-client.ts';
import type {
  FacetSearchRequest,
  MultiSearchRequest,
  MultiSearchResponse,
} from '../search/engine/meilisearch-types.ts';
import { SLIDER_ATTRIBUTES } from '../domain/search/range-slider.ts';
import { keyOf } from './page-keys.ts';

type RecordedSearch =
  | { kind: 'multi'; request: MultiSearchRequest }
  | { kind: 'facet'; indexUid: string; request: FacetSearchRequest };

interface SavedSearches {
  code: string;
  searches: RecordedSearch[];
}

/** The backend the prerender searches through, noting every search it answers. */
export function recordingBackend(backend: SearchBackend): {
  backend: SearchBackend;
  searches: RecordedSearch[];
} {
  const searches: RecordedSearch[] = [];
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    searches,
    backend: {
      multiSearch(request) {
        searches.push({ kind: 'multi', request: copy(request) });
        return backend.multiSearch(request);
      },
      facetSearch(indexUid, request) {
        searches.push({ kind: 'facet', indexUid, request: copy(request) });
        return backend.facetSearch(indexUid, request);
      },
    },
  };
}

function searchesFile(slug: string, path: string): string | undefined {
  const dir = process.env['LANDING_SEARCHES_DIR'];
  return dir ? join(dir, slug, `${keyOf(path)}.json`) : undefined;
}

/**
 * What InstantSearch asked for a landing: its index's search state and the request
 * parameters it sent. Under the same code and page configuration it asks the same again, so
 * a build replays them instead of prerendering the page's search a second time (kept with
 * v8's serializer: the state holds undefined values that JSON would drop).
 */
export interface LandingRequests {
  indexId: string;
  state: { index: string } & Record<string, unknown>;
  requestParams: Record<string, unknown>[];
}

function requestsFile(slug: string, path: string): string | undefined {
  const file = searchesFile(slug, path);
  return file?.replace(/\.json$/, '.requests');
}

export function savedLandingRequests(
  slug: string,
  path: string,
  configKey: string,
): LandingRequests | undefined {
  const file = requestsFile(slug, path);
  const code = process.env['SITE_CODE_HASH'];
  // A missing or unreadable file (a build killed while writing it): the landing is prerendered again.
  const saved = readRecord(
    file,
    (bytes) => deserialize(bytes) as { code: string; configKey: string; requests: LandingRequests },
  );
  return code && saved?.code === code && saved.configKey === configKey ? saved.requests : undefined;
}

export function saveLandingRequests(
  slug: string,
  path: string,
  configKey: string,
  requests: LandingRequests,
): void {
  const file = requestsFile(slug, path);
  const code = process.env['SITE_CODE_HASH'];
  if (!file || !code) return;
  writeAtomically(file, serialize({ code, configKey, requests }));
}

/**
 * What each landing's searches file held when this process last read or wrote it, by its
 * text's hash. A build of the same code records the same searches as the last one (the key
 * read them in getStaticPaths): the file is then left as it is, rather than written and
 * renamed again for every landing of every build.
 */
const onDisk = new Map<string, string>();

/** Keeps the searches a landing page's prerender made, for the next build's key. */
export function saveLandingSearches(slug: string, path: string, searches: RecordedSearch[]): void {
  const file = searchesFile(slug, path);
  const code = process.env['SITE_CODE_HASH'];
  // Nothing recorded: the page searched elsewhere (a Meilisearch server), so it has no key.
  if (!file || !code || searches.length === 0) return;
  const saved: SavedSearches = { code, searches };
  const text = JSON.stringify(saved);
  const hash = keyOf(text);
  if (onDisk.get(file) === hash) return;
  writeAtomically(file, text);
  onDisk.set(file, hash);
}

/** The landing's recorded searches, noting what its file held (a file missing or cut short: nothing). */
function readSavedSearches(file: string | undefined): SavedSearches | undefined {
  const read = readRecord(file, (bytes) => {
    const text = bytes.toString('utf8');
    return { text, saved: JSON.parse(text) as SavedSearches };
  });
  if (file) {
    if (read) onDisk.set(file, keyOf(read.text));
    else onDisk.delete(file);
  }
  return read?.saved;
}

/**
 * The landing page's key: undefined (render it) without a site key or without searches
 * recorded under this code.
 */
export function landingPageKey(
  siteKey: string | undefined,
  landing: { slug: string; path: string; stockCount: number },
  engine: SearchEngine,
): string | undefined {
  const file = searchesFile(landing.slug, landing.path);
  if (!siteKey) return undefined;
  const saved = readSavedSearches(file);
  if (!saved || saved.code !== process.env['SITE_CODE_HASH'] || !(saved.searches?.length > 0))
    return undefined;
  return keyOf(
    siteKey,
    landing.path,
    String(landing.stockCount),
    ...saved.searches.map((search) => answerOf(engine, search)),
  );
}

// A search is answered once per build, however many landings (or key computations) ask it.
const answersByEngine = new WeakMap<SearchEngine, Map<string, string>>();

function answerOf(engine: SearchEngine, search: RecordedSearch): string {
  let answers = answersByEngine.get(engine);
  if (!answers) {
    answers = new Map();
    answersByEngine.set(engine, answers);
  }
  const question = JSON.stringify(search);
  let answer = answers.get(question);
  if (answer === undefined) {
    answer = JSON.stringify(
      search.kind === 'multi'
        ? withoutRangeCounts(engine.multiSearch(search.request))
        : engine.facetSearch(search.indexUid, search.request),
    );
    answers.set(question, answer);
  }
  return answer;
}

/**
 * The engine's answer without the slider attributes' per-value counts: the page never shows
 * them (instant-meilisearch keeps only their range), and they would change every landing's
 * key whenever any car's price did.
 */
function withoutRangeCounts(response: MultiSearchResponse): MultiSearchResponse {
  return {
    ...response,
    results: response.results.map((result) => {
      if (!result.facetDistribution) return result;
      const facetDistribution = { ...result.facetDistribution };
      for (const attribute of SLIDER_ATTRIBUTES) delete facetDistribution[attribute];
      return { ...result, facetDistribution };
    }),
  };
}
