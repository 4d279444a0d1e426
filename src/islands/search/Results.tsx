/**
 * The results column: count, sort, the card grid with promos and collapsed sold cars,
 * paging, and the loading / empty / error states. While a search runs or fails, the
 * previous hits, facets and counts stay on screen (SRCH-12).
 */
import { useClearRefinements, useHits, useInstantSearch, usePagination, useSortBy, useStats } from 'react-instantsearch-core';
import { cardFromDocument } from '../../domain/card.ts';
import { formatNumber } from '../../domain/format.ts';
import type { SearchDocument } from '../../search/document.ts';
import { CarCard } from '../cards/CarCard.tsx';
import type { SearchPageConfig } from './types.ts';

const SORT_LABELS = ['Most relevant', 'Latest', 'Highest price', 'Lowest price'];

export function Results({ config, sortItems }: { config: SearchPageConfig; sortItems: string[] }) {
  const { items } = useHits<SearchDocument>();
  const { nbHits } = useStats();
  const { status, error } = useInstantSearch({ catchError: true });
  const { refine: clear } = useClearRefinements();
  const sort = useSortBy({ items: sortItems.map((value, index) => ({ value, label: SORT_LABELS[index]! })) });
  const now = new Date(config.builtAt);
  return (
    <section className="search-results" aria-labelledby="results-heading" aria-busy={status === 'loading' || status === 'stalled'}>
      <div className="results-bar">
        <h2 id="results-heading" className="results-count" aria-live="polite">
          {formatNumber(nbHits)} {nbHits === 1 ? 'vehicle' : 'vehicles'}
        </h2>
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
      {status === 'error' && (
        <p className="search-error" role="alert">
          Search is not available right now{error?.message ? ` (${error.message})` : ''}. The results below may be out of date.
        </p>
      )}
      {items.length === 0 && status !== 'loading' && status !== 'stalled' ? (
        <div className="empty-state">
          <h3>No Results Available</h3>
          <p>No results found for your search at this time. Please try adjusting the filters for more results.</p>
          <button type="button" className="btn" onClick={() => clear()}>
            Clear Filters
          </button>
        </div>
      ) : (
        <ul className={`card-grid cols-${config.gridColumns}`}>
          {items.map((hit, index) => (
            <li key={hit.id}>
              <CarCard car={cardFromDocument(hit)} settings={config.card} now={now} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination />
    </section>
  );
}

function Pagination() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({ padding: 2 });
  if (nbPages <= 1) return null;
  const link = (page: number, label: string, disabled: boolean, current = false) => (
    <li key={`${label}-${page}`}>
      {disabled ? (
        <span aria-disabled="true">{label}</span>
      ) : (
        <a
          href={createURL(page)}
          aria-current={current ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            refine(page);
            document.getElementById('results-heading')?.scrollIntoView({ block: 'start' });
          }}
        >
          {label}
        </a>
      )}
    </li>
  );
  return (
    <nav className="pagination" aria-label="Pages">
      <ul>
        {link(currentRefinement - 1, 'Previous', isFirstPage)}
        {pages.map((page) => link(page, String(page + 1), false, page === currentRefinement))}
        {link(currentRefinement + 1, 'Next', isLastPage)}
      </ul>
    </nav>
  );
}
