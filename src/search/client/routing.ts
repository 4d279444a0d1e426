/**
 * InstantSearch routing, in one module: the UI state of the search widgets ⇄ our SearchState
 * ⇄ the URL (the URL half is src/domain/search-url.ts's). Back/forward restore the state; a
 * shared URL reproduces it.
 *
 * The routing prop is wired for a prerendered page. The page is built for its landing path
 * only (/search/used-cars); a visit whose URL asks for more (?make=Mazda, page 2, a
 * recent-search link) must still hydrate with exactly the prerendered state, or React finds
 * different markup and throws the page away. So the router reads the build-time URL until
 * `applyBrowserUrl()` is called after hydration, which then moves the search to what the
 * browser's URL asks for (one search, only if it differs). A URL whose query holds words the
 * search box reads (SRCH-32: ?query=7+seater from a link or an old bookmark) opens as the
 * search box would have made it: the words become refinements in the address first.
 */
import type { UiState } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers';
import {
  LIST_ATTRIBUTES,
  type LandingVocabulary,
  RANGE_ATTRIBUTES,
  type SearchState,
  type SortId,
  stateFromUrl,
  urlForState,
  withoutUnindexedParams,
} from '../../domain/search-url.ts';

/** The index (replica) suffix of each sort; relevance is the index itself. */
export const SORT_SUFFIX: Record<SortId, string> = {
  relevance: '',
  latest: ':created_at:desc',
  'price-desc': ':price:desc',
  'price-asc': ':price:asc',
};

/** The index name InstantSearch's sortBy holds for a sort ('cars:price:asc'). */
export function sortIndex(indexName: string, sort: SortId): string {
  return `${indexName}${SORT_SUFFIX[sort]}`;
}

/** The widgets' UI state of one index as a SearchState; unknown sorts are relevance, empty ranges left out. */
export function uiStateToSearchState(uiState: UiState, indexName: string): SearchState {
  const index = uiState[indexName] ?? {};
  const sortBy = (Object.entries(SORT_SUFFIX).find(
    ([, suffix]) => suffix && index.sortBy === `${indexName}${suffix}`,
  )?.[0] ?? 'relevance') as SortId;
  const lists: SearchState['lists'] = {};
  for (const attribute of LIST_ATTRIBUTES) {
    const values = index.refinementList?.[attribute];
    if (values?.length) lists[attribute] = [...values];
  }
  const ranges: SearchState['ranges'] = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const text = index.range?.[attribute];
    if (!text) continue;
    const [low, high] = text.split(':').map((part) => (part === '' ? null : Number(part)));
    if ((low !== null && Number.isFinite(low)) || (high !== null && Number.isFinite(high)))
      ranges[attribute] = [low ?? null, high ?? null];
  }
  return { query: index.query ?? '', page: index.page ?? 1, sortBy, lists, ranges };
}

/** A SearchState as the widgets' UI state of one index; defaults (page 1, relevance, nothing refined) left out. */
export function searchStateToUiState(state: SearchState, indexName: string): UiState {
  const refinementList: Record<string, string[]> = {};
  for (const [attribute, values] of Object.entries(state.lists))
    if (values?.length) refinementList[attribute] = values;
  const range: Record<string, string> = {};
  for (const [attribute, value] of Object.entries(state.ranges))
    if (value) range[attribute] = `${value[0] ?? ''}:${value[1] ?? ''}`;
  return {
    [indexName]: {
      ...(state.query ? { query: state.query } : {}),
      ...(state.page > 1 ? { page: state.page } : {}),
      ...(state.sortBy !== 'relevance' ? { sortBy: sortIndex(indexName, state.sortBy) } : {}),
      ...(Object.keys(refinementList).length ? { refinementList } : {}),
      ...(Object.keys(range).length ? { range } : {}),
    },
  };
}

/**
 * One gate per page (module state lives per page in the browser; the server never opens
 * it). Shared by every routing object made, because React may build the island's memoised
 * values more than once while hydrating and keep another one than the effect sees.
 */
const gate: { open: boolean; opening: boolean; pending: boolean; update: (() => void) | undefined } = {
  open: false,
  opening: false,
  pending: false,
  update: undefined,
};

/**
 * The routing prop of <InstantSearch> for a prerendered search page, and `applyBrowserUrl`,
 * called after hydration (module comment). `serverUrl` is the URL the page was built for;
 * `readQuery` gives the state a URL's query words stand for (undefined: none to read).
 */
export function hydratingRouting(
  indexName: string,
  vocabulary: LandingVocabulary,
  serverUrl: string,
  readQuery?: (state: SearchState) => Promise<SearchState | undefined>,
) {
  const urlKey = (href: string) => urlForState(stateFromUrl(new URL(href), vocabulary));

  const router = history<SearchState>({
    cleanUrlOnDispose: false,
    getLocation: () =>
      typeof window === 'undefined' || !gate.open
        ? (new URL(serverUrl) as unknown as Location)
        : window.location,
    createURL: ({ routeState, location }) => `${location.origin}${urlForState(routeState)}`,
    parseURL: ({ location }) => stateFromUrl(new URL(location.href), vocabulary),
    // InstantSearch hands over its "read the URL again" callback when it starts.
    start: (onUpdate) => {
      gate.update = onUpdate;
      if (gate.pending) {
        gate.pending = false;
        onUpdate();
      }
    },
  });
  // InstantSearch reports its state once widgets register, which can land before hydration
  // ends; writing the prerendered state then would replace the URL the visitor came with.
  const write = router.write.bind(router);
  router.write = (routeState) => {
    if (gate.open) write(routeState);
  };

  const routing = {
    router,
    stateMapping: {
      stateToRoute: (uiState: UiState) => uiStateToSearchState(uiState, indexName),
      routeToState: (routeState: SearchState) => searchStateToUiState(routeState, indexName),
    },
  };

  function open(): void {
    gate.open = true;
    if (urlKey(window.location.href) === urlKey(serverUrl)) return;
    if (gate.update) gate.update();
    else gate.pending = true;
  }

  /** From now on the browser's URL rules; if it asks for another search than the prerendered one, run it. */
  function applyBrowserUrl(): void {
    if (gate.open || gate.opening) return;
    // Parameters of filters the stock has no data for leave the address (SRCH-26).
    const clean = withoutUnindexedParams(new URL(window.location.href));
    if (clean) window.history.replaceState(window.history.state, '', clean);
    const state = stateFromUrl(new URL(window.location.href), vocabulary);
    if (!readQuery || !state.query.trim()) {
      open();
      return;
    }
    // The gate stays shut while the words are read, so nothing writes the address meanwhile.
    gate.opening = true;
    readQuery(state)
      .then((read) => {
        // The address InstantSearch would write for it, so its first write adds no history entry.
        if (read) window.history.replaceState(window.history.state, '', urlForState(read));
      })
      .catch((error: unknown) =>
        console.warn(
          'The search words of the address could not be read; its query is searched as text.',
          error,
        ),
      )
      .finally(open);
  }

  return { routing, applyBrowserUrl };
}
