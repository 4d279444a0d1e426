/**
 * Deals the shopper builds in the online purchase journey (DEAL-03), one per car, kept in
 * localStorage as they go so they can leave and come back (from My Garage) where they left off;
 * once sent, the lead's id and when.
 */
import { persistentAtom } from '@nanostores/persistent';
import { DEAL_STEPS, type DealDelivery, type DealPayment, type DealStep } from '../domain/deals/deal.ts';
import { decodeList, stringField } from './json-storage.ts';

export const MAX_DEALS = 10;

export interface SavedDeal {
  car_slug: string;
  car_name: string;
  /** The car's make, for a brand's own garage page; absent on deals saved before it was kept. */
  make?: string | undefined;
  step: DealStep;
  /** The valuation whose offer is traded in; null for no trade-in. */
  eval_id: string | null;
  payment: DealPayment;
  deposit: number;
  term_years: number;
  delivery: DealDelivery;
  postcode: string;
  /** The balance last shown, whole dollars. */
  balance?: number | undefined;
  lead_id?: string | undefined;
  /** ISO time the deal was sent. */
  sent_at?: string | undefined;
  /** ISO time of the last change. */
  updated_at: string;
}

const isDeal = (value: unknown): value is SavedDeal => {
  const slug = stringField(value, 'car_slug');
  const step = stringField(value, 'step');
  if (slug === undefined || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return false;
  if (stringField(value, 'car_name') === undefined || stringField(value, 'updated_at') === undefined)
    return false;
  const deal = value as Partial<SavedDeal>;
  return (
    (DEAL_STEPS as readonly string[]).includes(step ?? '') &&
    (deal.payment === 'cash' || deal.payment === 'finance') &&
    (deal.delivery === 'pickup' || deal.delivery === 'delivery') &&
    typeof deal.deposit === 'number' &&
    typeof deal.term_years === 'number' &&
    typeof deal.postcode === 'string'
  );
};

export const $deals = persistentAtom<SavedDeal[]>('deals', [], {
  encode: JSON.stringify,
  decode: (text) => decodeList(text, isDeal, MAX_DEALS),
});

/** This car's deal, if the shopper started one. */
export function dealFor(slug: string): SavedDeal | undefined {
  return $deals.get().find((deal) => deal.car_slug === slug);
}

/** Saves the car's deal first, replacing its older copy. */
export function saveDeal(deal: SavedDeal): void {
  $deals.set([deal, ...$deals.get().filter((d) => d.car_slug !== deal.car_slug)].slice(0, MAX_DEALS));
}
