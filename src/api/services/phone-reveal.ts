/**
 * Phone reveals (VDP-17): a shopper unmasked the dealer's number on a vehicle page. One row
 * per reveal in phone_reveals, always under the requesting tenant (SEC-01); the car must be
 * one of that tenant's (the route checks it).
 */
import * as v from 'valibot';
import { parseBody } from '../parse-body.ts';
import type { PhoneRevealStore } from '../store/types.ts';

/** Ids arrive as strings or numbers from the page; stored as text. */
const id = (field: string) =>
  v.pipe(
    v.union(
      [v.pipe(v.string(), v.trim()), v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String))],
      `${field} must be a string or a whole number`,
    ),
    v.minLength(1, `${field} must not be empty`),
    v.maxLength(64, `${field} must be at most 64 characters`),
    v.regex(/^[A-Za-z0-9_.:-]+$/, `${field} may only hold letters, digits and . _ : -`),
  );

/** Optional ids may also be null or empty (a site without a website id sends ''). */
const optionalId = (field: string) =>
  v.optional(v.nullable(v.union([v.literal(''), id(field)], `${field} must be a string or a whole number`)));

export const PhoneRevealSchema = v.object({
  car_id: id('car_id'),
  dealership_id: optionalId('dealership_id'),
  website_id: optionalId('website_id'),
});

export type PhoneReveal = v.InferOutput<typeof PhoneRevealSchema>;

export function parsePhoneReveal(body: unknown): PhoneReveal {
  return parseBody(PhoneRevealSchema, body);
}

export function recordPhoneReveal(
  store: PhoneRevealStore,
  tenant: string,
  reveal: PhoneReveal,
  now: Date,
): Promise<void> {
  return store.record(
    tenant,
    {
      carId: reveal.car_id,
      dealershipId: reveal.dealership_id || null,
      websiteId: reveal.website_id || null,
    },
    now,
  );
}
