/**
 * A checkbox list of facet values (SRCH-02). What the list holds and how it reads (labels,
 * merged models, hidden certified 'false', order, counts above 1999) is
 * `displayFacetItems` (SRCH-17…20); how many values are asked for is `facetLimit`.
 */
import { useCallback, useId, useState } from 'react';
import { useRefinementList } from 'react-instantsearch-core';
import { displayFacetItems, type FacetItem, facetLimit } from '../../domain/search/facets.ts';
import { formatNumber } from '../../domain/format.ts';
import type { SearchPageConfig } from './types.ts';

/** Values shown before 'Show more'; long lists (colours) would push the other filters far down. */
const SHOWN_BEFORE_MORE = 8;
/** Facets the spec sets no limit for (transmission, drive, certified) keep the widget's default. */
const DEFAULT_LIMIT = 10;

export interface RefinementListProps {
  attribute: string;
  title: string;
  config: Pick<SearchPageConfig, 'certifiedOnlySite' | 'stockCount' | 'countCap'>;
  /** Wording for values whose stored form is not for people (certified 'true'). */
  label?: (label: string) => string;
}

export function RefinementList({ attribute, title, config, label }: RefinementListProps) {
  const { certifiedOnlySite, stockCount, countCap } = config;
  // A stable function: the widget compares its props by reference, and a new one each render would re-create it endlessly.
  const transformItems = useCallback(
    <T extends FacetItem>(values: T[]) =>
      displayFacetItems(attribute, values, { certifiedOnlySite, stockCount, countCap }),
    [attribute, certifiedOnlySite, stockCount, countCap],
  );
  const { items, refine } = useRefinementList({
    attribute,
    limit: facetLimit(attribute) ?? DEFAULT_LIMIT,
    transformItems,
  });
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  // A list with one value narrows nothing (one location, one fuel); it stays while refined so it can be undone.
  if (items.length === 0 || (items.length === 1 && !items[0]!.isRefined)) return null;
  const long = items.length > SHOWN_BEFORE_MORE + 2;
  const shown =
    long && !showAll ? items.filter((item, index) => index < SHOWN_BEFORE_MORE || item.isRefined) : items;
  return (
    <fieldset className="refinement">
      <legend>{title}</legend>
      <ul id={`${id}-list`}>
        {shown.map((item) => (
          <li key={item.value}>
            <FacetCheckbox
              checked={item.isRefined}
              onChange={() => refine(item.value)}
              label={label ? label(item.label) : item.label}
              count={item.count}
            />
          </li>
        ))}
      </ul>
      {long && (
        <button
          type="button"
          className="link-button"
          aria-expanded={showAll}
          aria-controls={`${id}-list`}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll
            ? `Show fewer ${title.toLowerCase()} options`
            : `Show all ${items.length} ${title.toLowerCase()} options`}
        </button>
      )}
    </fieldset>
  );
}

/** One facet value: a checkbox named like 'Toyota (142)', the count shown as a badge. */
export function FacetCheckbox({
  checked,
  onChange,
  label,
  count,
}: {
  checked: boolean;
  onChange: () => void;
  label: string;
  count: number;
}) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={onChange} />
      <span className="label">{label}</span>
      <span className="count">
        <span className="visually-hidden"> (</span>
        {formatNumber(count)}
        <span className="visually-hidden">)</span>
      </span>
    </label>
  );
}
