/**
 * Search history (SRCH-24): each search the shopper runs is remembered once its results
 * show, and the last 5 are offered as 'Recent searches' links under the search box. The
 * landing search the page opened with is not a search the shopper ran, so recording starts
 * with their first change. Everything here is browser-only and appears after hydration.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import { searchKey } from '../../domain/search/search-history.ts';
import { urlForState } from '../../domain/search-url.ts';
import { $searchHistory, clearSearchHistory, rememberSearch } from '../../stores/search-history.ts';
import { searchLabel } from '../../domain/search/search-label.ts';
import { flatSearchState, isUnfiltered, searchStateOf } from './search-state.ts';
import { useHydrated } from '../use-hydrated.ts';

/** The current search's key, its label and its link (page 1). */
function useCurrentSearch(indexName: string) {
  const { indexUiState } = useInstantSearch();
  const state = searchStateOf(indexUiState, indexName);
  return { state, key: searchKey(flatSearchState(state)) };
}

/** Remembers a search each time its results arrive after the shopper changed something. */
export function SearchHistoryRecorder({ indexName }: { indexName: string }) {
  const { results, status } = useInstantSearch({ catchError: true });
  const { state, key } = useCurrentSearch(indexName);
  const landingKey = useRef<string | undefined>(undefined);
  const acted = useRef(false);
  useEffect(() => {
    if (landingKey.current === undefined) landingKey.current = key;
    else if (key !== landingKey.current) acted.current = true;
  }, [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: record once per answer, with the state it answers
  useEffect(() => {
    if (!acted.current || status !== 'idle' || !results || results.nbHits === 0 || isUnfiltered(state))
      return;
    rememberSearch({ key, label: searchLabel(state), url: urlForState({ ...state, page: 1 }) });
  }, [results, status]);
  return null;
}

/** The 'Recent searches' links; nothing until hydrated, and nothing without history. */
export function RecentSearches({ indexName }: { indexName: string }) {
  const hydrated = useHydrated();
  return hydrated ? <RecentSearchLinks indexName={indexName} /> : null;
}

function RecentSearchLinks({ indexName }: { indexName: string }) {
  const history = useStore($searchHistory);
  const { key } = useCurrentSearch(indexName);
  const others = history.filter((entry) => entry.key !== key);
  if (others.length === 0) return null;
  return (
    <nav className="recent-searches" aria-label="Recent searches">
      <span className="recent-title">Recent searches:</span>
      <ul>
        {others.map((entry) => (
          <li key={entry.key}>
            <a href={entry.url}>{entry.label}</a>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={clearSearchHistory}>
        Clear<span className="visually-hidden"> recent searches</span>
      </button>
    </nav>
  );
}
