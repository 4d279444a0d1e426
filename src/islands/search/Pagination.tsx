/** Paging (SRCH-05). After a page change, focus moves to the results heading so keyboard and screen-reader users start at the top of the new page. */
import { usePagination } from 'react-instantsearch-core';

export function focusResults(headingId: string): void {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  heading.scrollIntoView({
    block: 'start',
    behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });
  heading.focus({ preventScroll: true });
}

export function Pagination({ headingId }: { headingId: string }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({
    padding: 2,
  });
  if (nbPages <= 1) return null;
  const link = (
    page: number,
    label: string,
    disabled: boolean,
    options: { current?: boolean; name?: string } = {},
  ) => (
    <li key={`${label}-${page}`}>
      {disabled ? (
        <span aria-disabled="true">{label}</span>
      ) : (
        <a
          href={createURL(page)}
          aria-current={options.current ? 'page' : undefined}
          aria-label={options.name}
          onClick={(event) => {
            event.preventDefault();
            refine(page);
            focusResults(headingId);
          }}
        >
          {label}
        </a>
      )}
    </li>
  );
  return (
    <nav className="pagination" aria-label="Result pages">
      <ul>
        {link(currentRefinement - 1, 'Previous', isFirstPage, { name: 'Previous page' })}
        {pages.map((page) =>
          link(page, String(page + 1), false, {
            current: page === currentRefinement,
            name: `Page ${page + 1}`,
          }),
        )}
        {link(currentRefinement + 1, 'Next', isLastPage, { name: 'Next page' })}
      </ul>
    </nav>
  );
}
