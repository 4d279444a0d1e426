/**
 * The refinements panel (SRCH-02): make and models, price, km and year sliders, then the
 * checkbox lists. On narrow screens it is a panel behind the 'Filters' button (SearchApp),
 * closed by 'Show Me {count} Cars'; on wide screens it is the sidebar.
 */
import { useClearRefinements } from 'react-instantsearch-core';
import { formatDollars, formatKm } from '../../domain/format.ts';
import { addressName } from '../../domain/locations/pages.ts';
import { SEARCH_MESSAGES } from '../../domain/search/messages.ts';
import { MakeList } from './MakeList.tsx';
import { RangeSlider } from './RangeSlider.tsx';
import { RefinementList } from './RefinementList.tsx';
import { ShowMeButton } from './ShowMeButton.tsx';
import type { SearchPageConfig } from './types.ts';

const certifiedLabel = (value: string) =>
  value.toLowerCase() === 'true'
    ? 'Certified pre-owned'
    : value.toLowerCase() === 'false'
      ? 'Not certified'
      : value;

export function Filters({
  config,
  id,
  open,
  onDone,
}: {
  config: SearchPageConfig;
  id: string;
  open: boolean;
  onDone: () => void;
}) {
  const { canRefine, refine: clear } = useClearRefinements({ excludedAttributes: [] });
  return (
    <section
      id={id}
      className={open ? 'search-filters is-open' : 'search-filters'}
      aria-labelledby={`${id}-title`}
    >
      <div className="filters-head">
        <h2 id={`${id}-title`}>Filters</h2>
        {canRefine && (
          <button type="button" className="link-button" onClick={() => clear()}>
            {SEARCH_MESSAGES.clearFilters}
          </button>
        )}
      </div>
      <MakeList config={config} />
      <RangeSlider attribute="price" title="Price" noun="price" format={formatDollars} />
      <RangeSlider attribute="km" title="Kilometres" noun="kilometres" format={formatKm} />
      <RangeSlider attribute="year" title="Year" noun="year" format={String} />
      <RefinementList attribute="body" title="Body type" config={config} />
      <RefinementList attribute="fuel" title="Fuel" config={config} />
      <RefinementList attribute="transmission" title="Transmission" config={config} />
      <RefinementList attribute="drive" title="Drive" config={config} />
      <RefinementList attribute="colour" title="Colour" config={config} />
      <RefinementList attribute="location_name" title="Location" config={config} label={addressName} />
      <RefinementList attribute="dealership_name" title="Dealership" config={config} label={addressName} />
      <RefinementList attribute="certified" title="Certified" config={config} label={certifiedLabel} />
      <div className="filters-done">
        <ShowMeButton config={config} onClick={onDone} />
      </div>
    </section>
  );
}
