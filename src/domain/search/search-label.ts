/**
 * How a search reads in the 'Recent searches' links (SRCH-24) and a saved search's alerts
 * (ALERT-01), e.g. 'Used Toyota Corolla, “sr5”, under $30,000', 'Used Cars', '“diesel”',
 * 'Over $10,000'. Pure wording over the search state; which searches are kept and when two
 * are the same is decided in search-history.ts.
 */
import { facetLabel } from './facets.ts';
import { formatDollars, formatKm } from '../format.ts';
import type { RangeAttribute, SearchState } from '../search-url.ts';

const MAX_LABEL_LENGTH = 80;

const list = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.join(' & ') : '';

function rangeText(
  range: [number | null, number | null] | undefined,
  format: (value: number) => string,
  years = false,
): string {
  if (!range) return '';
  const [low, high] = range;
  if (low !== null && high !== null) return low === high ? format(low) : `${format(low)}–${format(high)}`;
  if (high !== null) return years ? `${format(high)} or older` : `under ${format(high)}`;
  if (low !== null) return years ? `${format(low)} or newer` : `over ${format(low)}`;
  return '';
}

const RANGE_FORMATS: Record<RangeAttribute, (value: number) => string> = {
  price: formatDollars,
  subscription_price: (value) => `${formatDollars(value)}/wk`,
  km: formatKm,
  year: String,
};

/** The label of a search: condition and subject first, then the query and the other filters. */
export function searchLabel(state: SearchState, noun = 'Cars'): string {
  const { car_type: carTypes, make, make_model: makeModels, body } = state.lists;
  const type = list(carTypes?.map((value) => facetLabel('car_type', value)));
  const models = makeModels?.map((value) => value.replace(':', ' '));
  const subject = list(models) || list(make) || list(body);
  // 'Used Cars', 'Toyota HiLux'; with neither a type nor a subject the filters speak for themselves.
  const parts = type || subject ? [[type, subject || noun].filter(Boolean).join(' ')] : [];
  if (state.query.trim()) parts.push(`“${state.query.trim()}”`);
  if ((models?.length || make?.length) && body?.length) parts.push(list(body));
  for (const attribute of [
    'fuel',
    'transmission',
    'drive',
    'colour',
    'location_name',
    'dealership_name',
  ] as const) {
    const values = list(state.lists[attribute]);
    if (values) parts.push(values);
  }
  for (const attribute of ['price', 'subscription_price', 'km', 'year'] as const) {
    const text = rangeText(state.ranges[attribute], RANGE_FORMATS[attribute], attribute === 'year');
    if (text) parts.push(text);
  }
  const joined = parts.join(', ') || `All ${noun.toLowerCase()}`;
  const label = joined.charAt(0).toUpperCase() + joined.slice(1);
  return label.length > MAX_LABEL_LENGTH ? `${label.slice(0, MAX_LABEL_LENGTH - 1)}…` : label;
}
