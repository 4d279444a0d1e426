/**
 * Phone reveals (VDP-17): a shopper unmasked the dealer's number on a vehicle page. One row
 * per reveal in phone_reveals, always under the requesting tenant (SEC-01); the car must be
 * one of that tenant's (the route checks it).
 */
import * as v from 'valibot';
import type { Database } from '../db/database.ts';
import { HttpError } from '../errors.ts';

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
  const result = v.safeParse(PhoneRevealSchema, body);
  if (!result.success) {
    const errors = result.issues.map((issue) => ({
      field: v.getDotPath(issue) ?? '',
      message: issue.message,
    }));
    throw new HttpError(400, 'Please fix the following errors:', { errors });
  }
  return result.output;
}

export function recordPhoneReveal(db: Database, tenant: string, reveal: PhoneReveal, now: Date): void {
  db.prepare(
    'INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, revealed_at) VALUES (?, ?, ?, ?, ?)',
  ).run(tenant, reveal.car_id, reveal.dealership_id || null, reveal.website_id || null, now.toISOString());
}
