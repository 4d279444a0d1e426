/** A checkbox list of facet values (SRCH-02), labelled and sorted by the domain rules. */
import { useId } from 'react';
import { useRefinementList } from 'react-instantsearch-core';

export interface RefinementListProps {
  attribute: string;
  title: string;
  limit: number;
  /** Display label of a facet value (e.g. the part after a colon, 'New' for new). */
  label?: (value: string) => string;
  /** Orders and filters the items; the domain's facet sort by default. */
  arrange?: <T extends { label: string; value: string; count: number }>(items: T[]) => T[];
  countText?: (count: number) => string;
}

export function RefinementList({ attribute, title, limit, label, arrange, countText }: RefinementListProps) {
  const { items, refine } = useRefinementList({ attribute, limit, sortBy: ['count:desc', 'name:asc'] });
  const headingId = useId();
  const shown = arrange ? arrange(items) : items;
  if (shown.length === 0) return null;
  return (
    <fieldset className="refinement" aria-labelledby={headingId}>
      <legend id={headingId}>{title}</legend>
      <ul>
        {shown.map((item) => (
          <li key={item.value}>
            <label>
              <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
              <span>{label ? label(item.value) : item.label}</span>
              <span className="count">{countText ? countText(item.count) : item.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
