/**
 * Trade-in valuations the shopper received (LEAD-14 "valuation stored locally"): the offer, the
 * answers that shaped it, rego and state, the lead's id and how long the offer stands, kept in
 * localStorage, newest first, so an accepted offer and a later visit can refer to them.
 */
import { persistentAtom } from '@nanostores/persistent';
import { decodeList, stringField } from './json-storage.ts';

export const MAX_VALUATIONS = 5;

export interface SavedValuation {
  EvalID: string;
  lead_id: string;
  vehicle: string;
  rego: string;
  regoState: string;
  /** Dollars; null when the car gets an appraisal instead of an instant value. */
  offer_price: number | null;
  /** YYYY-MM-DD, the last day the offer stands. */
  valid_until: string;
  adjustmentAnswers: { id: string; answer: string }[];
  accepted: boolean;
  /** ISO time it was made. */
  at: string;
}

const isValuation = (value: unknown): value is SavedValuation =>
  stringField(value, 'EvalID') !== undefined &&
  stringField(value, 'lead_id') !== undefined &&
  stringField(value, 'at') !== undefined;

export const $valuations = persistentAtom<SavedValuation[]>('valuations', [], {
  encode: JSON.stringify,
  decode: (text) => decodeList(text, isValuation, MAX_VALUATIONS),
});

/** Saves a valuation first; the same EvalID again replaces the older entry. */
export function saveValuation(valuation: SavedValuation): void {
  $valuations.set(
    [valuation, ...$valuations.get().filter((v) => v.EvalID !== valuation.EvalID)].slice(0, MAX_VALUATIONS),
  );
}
