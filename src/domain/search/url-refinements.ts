/**
 * The refinements a shared or hand-made search URL can carry that the filters panel has no
 * control for (SRCH-26): ?seats=7, ?state=QLD, ?status=sold, ?model=HiLux, ?tag=…, ?badge=…,
 * ?city=…, ?item_type=…, a subscription price range. The search applies them and shows each
 * as a removable chip (src/domain/search/refinement-chips.ts), so the shopper sees why the
 * list is shorter.
 */
export const URL_ONLY_LIST_ATTRIBUTES = [
  'status',
  'state',
  'city',
  'model',
  'badge',
  'seats',
  'tag',
  'item_type',
] as const;
export const URL_ONLY_RANGE_ATTRIBUTES = ['subscription_price'] as const;

const ATTRIBUTE_LABELS: Record<string, string> = {
  status: 'Status',
  state: 'State',
  city: 'City',
  model: 'Model',
  badge: 'Badge',
  seats: 'Seats',
  tag: 'Tag',
  item_type: 'Vehicle type',
  subscription_price: 'Weekly subscription',
};

const STATUS_LABELS: Record<string, string> = {
  in_stock: 'In stock',
  coming_soon: 'Coming soon',
  sold: 'Sold',
};

/** 'State: QLD', 'Status: Sold', 'Seats: 7'. */
export function urlRefinementLabel(attribute: string, value: string): string {
  const shown = attribute === 'status' ? (STATUS_LABELS[value] ?? value) : value;
  return `${ATTRIBUTE_LABELS[attribute] ?? attribute}: ${shown}`;
}
