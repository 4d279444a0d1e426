/**
 * The results column shared by the model directory and the special offers: the live count,
 * Clear filters, the notice when a search fails (the previous results stay), the empty state
 * and, below the hits, the pager. The pages pass their own words and their own cards.
 */
import type { ReactNode, Ref } from 'react';
import { SEARCH_MESSAGES } from '../../domain/search/messages.ts';

export interface EmptyResults {
  title: string;
  body: string;
  clearHref: string;
  clearLabel: string;
}

export interface DirectoryResultsProps {
  headingId: string;
  countText: string;
  busy: boolean;
  /** The last search failed; the hits shown are from the one before. */
  failed: boolean;
  failedText: string;
  showClear: boolean;
  onClear: () => void;
  /** Shown instead of the hits when there are none. */
  empty: EmptyResults | null;
  pager: ReactNode;
  resultsRef: Ref<HTMLElement>;
  children: ReactNode;
}

export function DirectoryResults({
  headingId,
  countText,
  busy,
  failed,
  failedText,
  showClear,
  onClear,
  empty,
  pager,
  resultsRef,
  children,
}: DirectoryResultsProps) {
  return (
    <section className="directory-results" ref={resultsRef} aria-labelledby={headingId} aria-busy={busy}>
      <div className="results-bar">
        <h2 id={headingId} className="results-count" aria-live="polite">
          {countText}
        </h2>
        {showClear && (
          <button type="button" className="btn secondary" onClick={onClear}>
            {SEARCH_MESSAGES.clearFilters}
          </button>
        )}
      </div>
      {failed && (
        <p className="search-error" role="alert">
          {failedText}
        </p>
      )}
      {empty ? (
        <div className="empty-state">
          <h3>{empty.title}</h3>
          <p>{empty.body}</p>
          <a
            className="btn"
            href={empty.clearHref}
            onClick={(event) => {
              event.preventDefault();
              onClear();
            }}
          >
            {empty.clearLabel}
          </a>
        </div>
      ) : (
        children
      )}
      {pager}
    </section>
  );
}
