/**
 * The stock search (SRCH-*): react-instantsearch over instant-meilisearch, against the
 * embedded engine (in a Web Worker) or a Meilisearch server. Prerendered at build time with
 * the landing path's first page (SRCH-07), then hydrated; the URL holds the state (SRCH-05).
 * On narrow screens the filters sit behind a 'Filters' button; on wide ones in the sidebar.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  type InstantSearchServerState,
} from 'react-instantsearch-core';
import { ANALYTICS_EVENTS } from '../../domain/analytics.ts';
import { hasRefinements, searchWithQueryWords } from '../../domain/search/query-words-state.ts';
import { stateFromPath, vocabularyFromData } from '../../domain/search-url.ts';
import { sendEvent } from '../../lib/analytics-client.ts';
import { hydratingRouting } from '../../search/client/routing.ts';
import { createSearchClient } from '../../search/client/search-client.ts';
import type { SearchBackend } from '../../search/engine/http-client.ts';
import { workerBackend } from '../../search/client/worker-backend.ts';
import { CarTypeFilter } from './CarTypeFilter.tsx';
import { Filters } from './Filters.tsx';
import { focusResults } from './Pagination.tsx';
import { RecentSearches, SearchHistoryRecorder } from './RecentSearches.tsx';
import { RESULTS_HEADING_ID, Results } from './Results.tsx';
import { queryWordsReader } from './query-words-reader.ts';
import { SearchBox } from './SearchBox.tsx';
import type { SearchPageConfig } from './types.ts';

const FILTERS_ID = 'search-filters';

export function SearchApp({
  config,
  serverState,
  prerenderBackend,
}: {
  config: SearchPageConfig;
  serverState?: InstantSearchServerState | undefined;
  /** Build time only: the backend this page's prerender searches through (never an island prop). */
  prerenderBackend?: SearchBackend | undefined;
}) {
  const searchClient = useMemo(
    () =>
      createSearchClient(
        config.backend,
        { priceAboveZeroOnPriceAscending: config.priceAboveZeroOnPriceAscending },
        () =>
          prerenderBackend ??
          workerBackend(config.backend.type === 'embedded' ? config.backend.indexUrl : ''),
      ),
    [config, prerenderBackend],
  );
  const vocabulary = useMemo(() => vocabularyFromData(config.vocabulary), [config]);
  const landing = useMemo(
    () => stateFromPath(new URL(config.url).pathname, vocabulary),
    [config, vocabulary],
  );
  const reader = useMemo(
    () => queryWordsReader(vocabulary, searchClient, config.indexName),
    [vocabulary, searchClient, config.indexName],
  );
  const { routing, applyBrowserUrl } = useMemo(
    () =>
      hydratingRouting(config.indexName, vocabulary, config.url, async (state) => {
        await reader.ready();
        const words = reader.now(state.query);
        return words && hasRefinements(words) ? searchWithQueryWords(state, words) : undefined;
      }),
    [config, vocabulary, reader],
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Once hydrated, the browser's URL takes over (search/client/routing.ts). This effect is the
  // parent's, so it runs after InstantSearch's own, which re-enable searching after hydration.
  useEffect(() => applyBrowserUrl(), [applyBrowserUrl]);
  // AN-01 event 49: a search page was viewed (once per page load, after hydration).
  useEffect(() => sendEvent({ id: ANALYTICS_EVENTS.searchPageView, data: { path: location.pathname } }), []);
  return (
    <InstantSearchSSRProvider {...serverState}>
      <InstantSearch
        searchClient={searchClient}
        indexName={config.indexName}
        routing={routing}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        {/* No highlighting: no card shows a highlighted word, and asking for it made every hit
            carry a second, wrapped copy of itself (instant-meilisearch's _highlightResult), which
            InstantSearch then escaped field by field, in the browser and in every prerender. */}
        <Configure hitsPerPage={config.hitsPerPage} attributesToHighlight={[]} />
        <SearchHistoryRecorder indexName={config.indexName} />
        <div className="search-layout">
          <div className="search-top">
            <SearchBox indexName={config.indexName} reader={reader} />
            <RecentSearches indexName={config.indexName} />
            <div className="search-controls">
              <CarTypeFilter config={config} />
              <button
                type="button"
                className="btn secondary filters-toggle"
                aria-expanded={filtersOpen}
                aria-controls={FILTERS_ID}
                onClick={() => setFiltersOpen(!filtersOpen)}
              >
                <svg
                  aria-hidden="true"
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                >
                  <path d="M4 6h16M7 12h10M10 18h4" />
                </svg>
                Filters
              </button>
            </div>
          </div>
          <Filters
            config={config}
            id={FILTERS_ID}
            open={filtersOpen}
            onDone={() => {
              setFiltersOpen(false);
              // After the panel has closed, or the scroll would aim at where the heading was.
              requestAnimationFrame(() => focusResults(RESULTS_HEADING_ID));
            }}
          />
          <Results config={config} landing={landing} />
        </div>
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}
