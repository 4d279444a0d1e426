/**
 * The routing prop of <InstantSearch>, wired for a prerendered page. The page is built for
 * its landing path only (/search/used-cars); a visit whose URL asks for more (?make=Mazda,
 * page 2, a recent-search link) must still hydrate with exactly the prerendered state, or
 * React finds different markup and throws the page away. So the router reads the
 * build-time URL until `applyBrowserUrl()` is called after hydration, which then moves the
 * search to what the browser's URL asks for (one search, only if it differs).
 * The state ⇄ URL mapping itself is the routing module's and search-url.ts's.
 */
import type { UiState } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers';
import {
  type LandingVocabulary,
  type SearchState,
  stateFromUrl,
  urlForState,
} from '../../domain/search-url.ts';
import { searchStateToUiState, uiStateToSearchState } from '../../search/client/routing.ts';

/**
 * One gate per page (module state lives per page in the browser; the server never opens
 * it). Shared by every routing object made, because React may build the island's memoised
 * values more than once while hydrating and keep another one than the effect sees.
 */
const gate: { open: boolean; pending: boolean; update: (() => void) | undefined } = {
  open: false,
  pending: false,
  update: undefined,
};

export function hydratingRouting(indexName: string, vocabulary: LandingVocabulary, serverUrl: string) {
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

  /** From now on the browser's URL rules; if it asks for another search than the prerendered one, run it. */
  function applyBrowserUrl(): void {
    if (gate.open) return;
    gate.open = true;
    if (urlKey(window.location.href) === urlKey(serverUrl)) return;
    if (gate.update) gate.update();
    else gate.pending = true;
  }

  return { routing, applyBrowserUrl };
}
