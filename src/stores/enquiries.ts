/**
 * Enquiries the shopper sent (LEAD-03 "save the enquiry"): kept in localStorage, newest
 * first, so the success page and later visits can refer to them.
 */
import { persistentAtom } from '@nanostores/persistent';
import { decodeList, stringField } from './json-storage.ts';

export const MAX_ENQUIRIES = 20;

export interface SavedEnquiry {
  lead_id: string;
  /** Lead kind: enquiry, test_drive, photos … */
  kind: string;
  car_id?: string | undefined;
  car_slug?: string | undefined;
  car_name?: string | undefined;
  subcategory?: string | undefined;
  /** ISO time it was sent. */
  at: string;
}

const isEnquiry = (value: unknown): value is SavedEnquiry =>
  stringField(value, 'lead_id') !== undefined &&
  stringField(value, 'kind') !== undefined &&
  stringField(value, 'at') !== undefined;

export const $enquiries = persistentAtom<SavedEnquiry[]>('enquiries', [], {
  encode: JSON.stringify,
  decode: (text) => decodeList(text, isEnquiry, MAX_ENQUIRIES),
});

/** Saves an enquiry first; a resent one (same lead_id, e.g. an idempotent retry) is not repeated. */
export function saveEnquiry(enquiry: SavedEnquiry): void {
  $enquiries.set(
    [enquiry, ...$enquiries.get().filter((e) => e.lead_id !== enquiry.lead_id)].slice(0, MAX_ENQUIRIES),
  );
}
