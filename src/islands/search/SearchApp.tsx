/**
 * The stock search (SRCH-*): react-instantsearch over instant-meilisearch, against the
 * embedded engine (in a Web Worker) or a Meilisearch server. Prerendered at build time with
 * the landing path's first page (SRCH-07), then hydrated; the URL holds the state (SRCH-05).
 */
import { useMemo } from 'react';
import { Configure, InstantSearch, InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch-core';
import { vocabularyFromData } from '../../domain/search-url.ts';
import { createSearchClient } from '../../search/client/search-client.ts';
import { searchRouting, SORT_SUFFIX } from '../../search/client/routing.ts';
import { workerBackend } from '../../search/client/worker-backend.ts';
import { Filters } from './Filters.tsx';
import { Results } from './Results.tsx';
import { SearchBox } from './SearchBox.tsx';
import type { SearchPageConfig } from './types.ts';

export function SearchApp({ config, serverState }: { config: SearchPageConfig; serverState?: InstantSearchServerState | undefined }) {
  const searchClient = useMemo(
    () =>
      createSearchClient(config.backend, { priceAboveZeroOnPriceAscending: config.priceAboveZeroOnPriceAscending }, () =>
        workerBackend(config.backend.type === 'embedded' ? config.backend.indexUrl : ''),
      ),
    [config],
  );
  const routing = useMemo(() => searchRouting(config.indexName, vocabularyFromData(config.vocabulary), config.url), [config]);
  const sortItems = Object.values(SORT_SUFFIX).map((suffix) => `${config.indexName}${suffix}`);
  return (
    <InstantSearchSSRProvider {...serverState}>
      <InstantSearch searchClient={searchClient} indexName={config.indexName} routing={routing} future={{ preserveSharedStateOnUnmount: true }}>
        <Configure hitsPerPage={config.hitsPerPage} attributesToHighlight={['name']} />
        <div className="search-layout">
          <div className="search-top">
            <SearchBox />
          </div>
          <Filters config={config} />
          <Results config={config} sortItems={sortItems} />
        </div>
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}
