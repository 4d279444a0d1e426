/** The refinements panel (SRCH-02): car type, make and model, body, price, km, year and the rest. */
import { formatDollars, formatNumber } from '../../domain/format.ts';
import { RangeFilter } from './RangeFilter.tsx';
import { RefinementList } from './RefinementList.tsx';
import type { SearchPageConfig } from './types.ts';

const roundThousand = (value: number) => Math.round(value / 1000) * 1000;
const TYPE_NAMES: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };

export function Filters({ config }: { config: SearchPageConfig }) {
  return (
    <aside className="search-filters" aria-label="Filters">
      <RefinementList attribute="car_type" title="Condition" limit={6} label={(value) => TYPE_NAMES[value] ?? value} />
      <RefinementList attribute="make" title="Make" limit={100} />
      <RefinementList attribute="make_model" title="Model" limit={250} label={(value) => value.slice(value.indexOf(':') + 1)} />
      <RefinementList attribute="body" title="Body type" limit={30} />
      <RangeFilter attribute="price" title="Price" round={roundThousand} format={formatDollars} />
      <RangeFilter attribute="km" title="Kilometres" round={roundThousand} format={(value) => `${formatNumber(value)} km`} />
      <RangeFilter attribute="year" title="Year" round={Math.round} format={String} />
      <RefinementList attribute="fuel" title="Fuel" limit={30} />
      <RefinementList attribute="transmission" title="Transmission" limit={10} />
      <RefinementList attribute="drive" title="Drive" limit={10} />
      <RefinementList attribute="colour" title="Colour" limit={30} />
      <RefinementList attribute="location_name" title="Location" limit={30} />
      {config.certifiedOnlySite && <RefinementList attribute="certified" title="Certified" limit={2} label={(value) => (value === 'true' ? 'Certified' : 'Not certified')} />}
    </aside>
  );
}
