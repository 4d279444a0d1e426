/** Page links of the directory and offers searches: real links, followed in place by the island. */
import type { MouseEvent } from 'react';
import { pageWindow } from '../../domain/directory.ts';

export function Pagination({
  page,
  pages,
  hrefOf,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <a href={hrefOf(page - 1)} onClick={follow(page - 1)} rel="prev">
              Previous
            </a>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {pageWindow(page, pages).map((entry, index) =>
          entry === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={entry}>
              <a
                href={hrefOf(entry)}
                onClick={follow(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry}`}
              >
                {entry}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <a href={hrefOf(page + 1)} onClick={follow(page + 1)} rel="next">
              Next
            </a>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
