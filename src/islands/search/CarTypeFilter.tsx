/**
 * The car type filter (SRCH-16): All, New, Demo, Used (or All, New & Demo, Used) as a
 * segmented control of radio buttons, with previous / next buttons that cycle through the
 * items. Arrow keys move between the radios as usual. Which items exist, which one is
 * selected, the automatic first choice and whether the control shows at all come from
 * src/domain/search/car-type.ts; the control writes the car_type refinement, which the URL
 * module turns into /search/used-cars and the like.
 */
import { useEffect, useId, useRef } from 'react';
import { useInstantSearch, useRefinementList } from 'react-instantsearch-core';
import {
  autoSelectedCarTypes,
  type CarTypeItem,
  carTypeItems,
  carTypeRefinement,
  nextCarTypeItem,
  previousCarTypeItem,
  selectedCarTypeItem,
  showCarTypeSlider,
} from '../../domain/search/car-type.ts';
import { facetLimit } from '../../domain/search/facets.ts';
import type { SearchPageConfig } from './types.ts';

export function CarTypeFilter({ config }: { config: SearchPageConfig }) {
  const { items: facet } = useRefinementList({ attribute: 'car_type', limit: facetLimit('car_type') ?? 6 });
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const name = useId();
  const refined = indexUiState.refinementList?.['car_type'] ?? [];
  // The types the stock holds: every type seen with cars since the page was built, so the
  // control does not vanish when other filters (one make, a query with no hits) leave one type.
  const seen = useRef(new Set<string>());
  for (const item of facet) if (item.count > 0) seen.current.add(item.value);
  const available = [...seen.current, ...refined];
  const items = carTypeItems({
    newAndDemoCombined: config.newAndDemoCombined,
    allOffered: config.carTypeAllOffered,
    available,
  });
  const selected = selectedCarTypeItem(items, refined);
  const autoSelected = autoSelectedCarTypes(items, refined);

  const choose = (item: CarTypeItem | undefined) => {
    if (!item) return;
    setIndexUiState((previous) => ({
      ...previous,
      refinementList: { ...previous.refinementList, car_type: carTypeRefinement(item) },
      page: undefined,
    }));
  };

  // Without an 'All' item, a search with no car type starts on the first item (SRCH-16).
  const autoKey = autoSelected?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run only when the automatic choice changes
  useEffect(() => {
    if (autoSelected) choose(items[0]);
  }, [autoKey]);

  if (!showCarTypeSlider(items.length, config.forceCarTypeSlider)) return null;
  return (
    <fieldset className="car-type">
      <legend className="visually-hidden">Condition</legend>
      <button
        type="button"
        className="car-type-step"
        aria-label="Previous condition"
        onClick={() => choose(previousCarTypeItem(items, selected?.id))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div className="car-type-options">
        {items.map((item) => (
          <label key={item.id} className={item.id === selected?.id ? 'is-selected' : undefined}>
            <input
              type="radio"
              name={name}
              value={item.id}
              checked={item.id === selected?.id}
              onChange={() => choose(item)}
            />
            <span>{item.label}</span>
          </label>
        ))}
      </div>
      <button
        type="button"
        className="car-type-step"
        aria-label="Next condition"
        onClick={() => choose(nextCarTypeItem(items, selected?.id))}
      >
        <span aria-hidden="true">›</span>
      </button>
    </fieldset>
  );
}
