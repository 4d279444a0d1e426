/**
 * The removable chips above the results (src/domain/search/refinement-chips.ts): what the
 * search box's words set (SRCH-32) and what only a URL sets (SRCH-26). The URL-only attributes
 * are registered as widgets here, so the search applies them and routing writes them back.
 * Renders no chip on a prerendered page: a landing's own refinement is its heading.
 */
import { useInstantSearch, useRange, useRefinementList } from 'react-instantsearch-core';
import { type RefinementChip, refinementChips, withoutChip } from '../../domain/search/refinement-chips.ts';
import { URL_ONLY_LIST_ATTRIBUTES, URL_ONLY_RANGE_ATTRIBUTES } from '../../domain/search/url-refinements.ts';
import type { SearchState } from '../../domain/search-url.ts';
import { searchStateOf, withSearchState } from './search-state.ts';

function ListWidget({ attribute }: { attribute: string }) {
  useRefinementList({ attribute, limit: 1 });
  return null;
}

function RangeWidget({ attribute }: { attribute: string }) {
  useRange({ attribute });
  return null;
}

export function RefinementChips({
  indexName,
  landing,
}: {
  indexName: string;
  landing?: SearchState | undefined;
}) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const chips = refinementChips(searchStateOf(indexUiState, indexName), landing);
  const remove = (chip: RefinementChip) =>
    setIndexUiState((previous) =>
      withSearchState(previous, withoutChip(searchStateOf(previous, indexName), chip), indexName),
    );
  return (
    <>
      {URL_ONLY_LIST_ATTRIBUTES.map((attribute) => (
        <ListWidget key={attribute} attribute={attribute} />
      ))}
      {URL_ONLY_RANGE_ATTRIBUTES.map((attribute) => (
        <RangeWidget key={attribute} attribute={attribute} />
      ))}
      {chips.length > 0 && (
        <ul className="refinement-chips" aria-label="Filtered by">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" className="chip" onClick={() => remove(chip)}>
                {chip.label}
                <span aria-hidden="true"> ×</span>
                <span className="visually-hidden"> (remove this filter)</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
