/**
 * A search landing's InstantSearch server state, the same as react-instantsearch's
 * getServerState gives, without rendering the search UI once per landing.
 *
 * getServerState renders the whole UI to learn its widgets, then searches. React InstantSearch
 * registers the widgets (about 35) one at a time while rendering, and each registration
 * recomputes the search parameters from every widget so far: one render cost about 12 ms, and
 * a 300-car tenant has about 150 landings. A tenant's landings differ only in their URL (the
 * widgets and their settings are the page configuration's), so the UI is mounted once per page
 * configuration and each landing then sets the UI state its URL reads as and searches: the
 * parameters are recomputed once, from all widgets. A unit test compares both on every landing
 * of every demo tenant (tests/unit/lib/landing-server-state.test.ts).
 */
import type { InstantSearch as InstantSearchInstance } from 'instantsearch.js';
import { getInitialResults } from 'instantsearch.js/es/lib/server.js';
import { resetWidgetId } from 'instantsearch.js/es/lib/utils/index.js';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type InstantSearchServerState, InstantSearchServerContext } from 'react-instantsearch-core';
import { type LandingVocabulary, stateFromUrl, vocabularyFromData } from '../domain/search-url.ts';
import { SearchApp } from '../islands/search/SearchApp.tsx';
import type { SearchPageConfig } from '../islands/search/types.ts';
import { searchStateToUiState } from '../search/client/routing.ts';
import type { SearchBackend } from '../search/engine/http-client.ts';
import { keyOf } from './page-keys.ts';

interface MountedSearch {
  /** The page configuration it was mounted with, but the URL's path. */
  shape: string;
  search: InstantSearchInstance;
  /** The landing paths' vocabulary (the same for every landing of the configuration). */
  vocabulary: LandingVocabulary;
  /** The index helper's state with no landing's refinements: each landing starts from it. */
  initialState: unknown;
  /** The backend the mounted UI searches through: the landing's own, set for its search only. */
  target: { backend: SearchBackend };
}

/** Between landings the mounted UI has no backend: a search then would be a bug, and says so. */
const NO_BACKEND: SearchBackend = {
  multiSearch: () => Promise.reject(new Error('no landing is being prerendered')),
  facetSearch: () => Promise.reject(new Error('no landing is being prerendered')),
};

let mounted: MountedSearch | undefined;
// One landing at a time: pages render concurrently, and they would share the mounted UI's state.
let queue: Promise<unknown> = Promise.resolve();

/** The server state of the landing `config.url` names, its searches sent to `backend`. */
export function landingServerState(
  config: SearchPageConfig,
  backend: SearchBackend,
): Promise<InstantSearchServerState> {
  const next = queue.then(() => serverStateNow(config, backend));
  queue = next.catch(() => undefined);
  return next;
}

async function serverStateNow(config: SearchPageConfig, backend: SearchBackend) {
  // The site's origin stays in: the mounted UI's search client keeps the answers it got, so
  // two tenants whose pages are configured alike must not share one.
  const shape = keyOf(JSON.stringify({ ...config, url: new URL(config.url).origin }));
  if (mounted?.shape !== shape) {
    mounted?.search.dispose();
    mounted = undefined;
    mounted = await mount(config, shape);
  }
  const { search, target, initialState, vocabulary } = mounted;
  target.backend = backend;
  try {
    // From the state with no refinements, so a landing's state does not depend on the
    // landings before it (a split build's parts prerender different ones).
    search.mainIndex.getHelper()!.setState(initialState as never);
    search.setUiState(searchStateToUiState(stateFromUrl(new URL(config.url), vocabulary), config.indexName));
    const requestParams = await searchOnce(search);
    return { initialResults: getInitialResults(search.mainIndex, requestParams) } as InstantSearchServerState;
  } finally {
    target.backend = NO_BACKEND;
  }
}

/** Renders the search UI once, as getServerState does, to have its InstantSearch with every widget. */
async function mount(config: SearchPageConfig, shape: string): Promise<MountedSearch> {
  const target: MountedSearch['target'] = { backend: NO_BACKEND };
  const forwarding: SearchBackend = {
    multiSearch: (request) => target.backend.multiSearch(request),
    facetSearch: (indexUid, request) => target.backend.facetSearch(indexUid, request),
  };
  let search: InstantSearchInstance | undefined;
  resetWidgetId();
  // Mounted at the search with no refinements (the landings' common start).
  const plain = { ...config, url: new URL('/search', config.url).href };
  renderToString(
    createElement(
      InstantSearchServerContext.Provider,
      {
        value: {
          notifyServer: ({ search: instance }: { search: InstantSearchInstance }) => (search = instance),
        },
      },
      createElement(SearchApp, { config: plain, prerenderBackend: forwarding }),
    ),
  );
  // The widgets register as the UI mounts (getServerState waits the same tick).
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!search) throw new Error('The search UI did not mount an InstantSearch to prerender landings with');
  return {
    shape,
    search,
    target,
    vocabulary: vocabularyFromData(config.vocabulary),
    initialState: search.mainIndex.getHelper()!.state,
  };
}

/**
 * Searches with the UI state set, as getServerState's waitForResults does: the request
 * parameters InstantSearch sent, once its results are in; an error from the helper, a derived
 * helper or InstantSearch itself fails this landing (InstantSearch re-emits a helper's error,
 * and with nobody listening the event emitter would throw it out of the search's promise).
 */
function searchOnce(search: InstantSearchInstance): Promise<Record<string, unknown>[]> {
  const helper = search.mainHelper!;
  const derived = helper.derivedHelpers[0]!;
  const client = helper.getClient();
  let requestParams: Record<string, unknown>[] = [];
  helper.setClient({
    ...client,
    search: (queries: { params?: Record<string, unknown> }[]) => {
      requestParams = queries.map(({ params }) => params ?? {});
      return client.search(queries as never);
    },
  } as typeof client);
  type Emitter = {
    on(event: string, listener: (...args: never[]) => void): unknown;
    removeListener(event: string, listener: (...args: never[]) => void): unknown;
  };
  const emitters = [helper, ...helper.derivedHelpers, search] as unknown as Emitter[];
  return new Promise((resolve, reject) => {
    let finished = false;
    const finish = (error?: unknown) => {
      if (finished) return;
      finished = true;
      // Nothing renders the widgets again: the page renders the landing from its server state.
      // (The render also clears the stalled-search timer, which would otherwise render them.)
      (search.scheduleRender as { cancel?: () => void }).cancel?.();
      const internal = search as unknown as { _searchStalledTimer?: ReturnType<typeof setTimeout> | null };
      clearTimeout(internal._searchStalledTimer ?? undefined);
      internal._searchStalledTimer = null;
      derived.removeListener('result', done);
      for (const emitter of emitters) emitter.removeListener('error', failed);
      helper.setClient(client);
      if (error === undefined) resolve(requestParams);
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    const done = () => finish();
    const failed = (event: { error?: unknown }) =>
      finish(event?.error ?? event ?? 'the landing’s search failed');
    derived.on('result', done);
    for (const emitter of emitters) emitter.on('error', failed);
    helper.searchOnlyWithDerivedHelpers();
  });
}
