/**
 * The results column: count, sort, the card grid, paging, and the loading / empty / error
 * states. While a search runs or fails, the previous hits, facets and counts stay on screen
 * (SRCH-12); the grid is dimmed while a search runs.
 */
import {
  useClearRefinements,
  useHits,
  useInstantSearch,
  useSortBy,
  useStats,
} from 'react-instantsearch-core';
import { formatNumber } from '../../domain/format.ts';
import { searchLabel } from '../../domain/search/search-label.ts';
import { SEARCH_MESSAGES } from '../../domain/search/messages.ts';
import { SORT_OPTIONS } from '../../domain/search/sort.ts';
import type { SearchState } from '../../domain/search-url.ts';
import type { SearchDocument } from '../../search/document.ts';
import { sortIndex } from '../../search/client/routing.ts';
import { SaveSearchButton } from '../alerts/SaveSearchButton.tsx';
import { LoadingNotice } from './LoadingNotice.tsx';
import { focusResults, Pagination } from './Pagination.tsx';
import { RefinementChips } from './RefinementChips.tsx';
import { ResultCards } from './ResultCards.tsx';
import { shownTotal } from './ShowMeButton.tsx';
import { searchStateOf } from './search-state.ts';
import type { SearchPageConfig } from './types.ts';

export const RESULTS_HEADING_ID = 'results-heading';

export function Results({
  config,
  landing,
}: {
  config: SearchPageConfig;
  landing?: SearchState | undefined;
}) {
  const { items } = useHits<SearchDocument>();
  const { nbHits } = useStats();
  const { status, indexUiState, refresh } = useInstantSearch({ catchError: true });
  const { canRefine: filtered, refine: clear } = useClearRefinements({ excludedAttributes: [] });
  const sort = useSortBy({
    items: SORT_OPTIONS.map((option) => ({
      value: sortIndex(config.indexName, option.id),
      label: option.label,
    })),
  });
  const busy = status === 'loading' || status === 'stalled';
  const total = shownTotal(nbHits, config);
  const countText = `${formatNumber(total)} ${total === 1 ? 'vehicle' : 'vehicles'}`;
  const carTypes = indexUiState.refinementList?.['car_type'] ?? [];

  return (
    <section className="search-results" aria-labelledby={RESULTS_HEADING_ID} aria-busy={busy}>
      <div className="results-bar">
        <h2 id={RESULTS_HEADING_ID} className="results-count" tabIndex={-1}>
          {countText}
        </h2>
        {config.savedSearches && (
          <SaveSearchButton label={searchLabel(searchStateOf(indexUiState, config.indexName))} />
        )}
        <label className="sort">
          <span>Sort by</span>
          <select value={sort.currentRefinement} onChange={(event) => sort.refine(event.currentTarget.value)}>
            {sort.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RefinementChips indexName={config.indexName} landing={landing} />
      <LoadingNotice
        status={status}
        messages={config.loadingMessages}
        countText={countText}
        onRetry={refresh}
      />
      {items.length === 0 && status === 'idle' ? (
        <div className="empty-state">
          <h3>{SEARCH_MESSAGES.noResultsTitle}</h3>
          <p>{SEARCH_MESSAGES.noResultsBody}</p>
          {filtered && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                clear();
                focusResults(RESULTS_HEADING_ID);
              }}
            >
              {SEARCH_MESSAGES.clearFilters}
            </button>
          )}
        </div>
      ) : (
        <div className={busy ? 'results-body is-busy' : 'results-body'}>
          <ResultCards hits={items} carTypes={carTypes} config={config} />
        </div>
      )}
      <Pagination headingId={RESULTS_HEADING_ID} />
    </section>
  );
}
