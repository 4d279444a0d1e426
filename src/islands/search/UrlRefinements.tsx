/**
 * The refinements only a URL sets (src/domain/search/url-refinements.ts): registered as
 * widgets so the search applies them and routing writes them back, and listed as chips the
 * shopper can remove. Renders nothing when none is set (every prerendered page).
 */
import { useCurrentRefinements, useRange, useRefinementList } from 'react-instantsearch-core';
import {
  URL_ONLY_LIST_ATTRIBUTES,
  URL_ONLY_RANGE_ATTRIBUTES,
  urlRangeText,
  urlRefinementLabel,
} from '../../domain/search/url-refinements.ts';

function ListWidget({ attribute }: { attribute: string }) {
  useRefinementList({ attribute, limit: 1 });
  return null;
}

function RangeWidget({ attribute }: { attribute: string }) {
  useRange({ attribute });
  return null;
}

export function UrlRefinements() {
  const { items } = useCurrentRefinements({
    includedAttributes: [...URL_ONLY_LIST_ATTRIBUTES, ...URL_ONLY_RANGE_ATTRIBUTES],
  });
  const chips = items.flatMap((item) =>
    item.refinements.map((refinement) => ({
      key: `${item.attribute}:${refinement.operator ?? ''}${refinement.value}`,
      label:
        refinement.type === 'numeric'
          ? urlRefinementLabel(
              item.attribute,
              urlRangeText(refinement.operator ?? '', Number(refinement.value)),
            )
          : urlRefinementLabel(item.attribute, String(refinement.value)),
      remove: () => item.refine(refinement),
    })),
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
        <ul className="url-refinements" aria-label="Also filtered by">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" className="chip" onClick={chip.remove}>
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
