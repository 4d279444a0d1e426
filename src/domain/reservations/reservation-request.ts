/**
 * What the reserve form sends (VDP-14, DEAL-01): the car and the shopper's contact details, and
 * their agreement to the reservation terms. No amount: the deposit always comes from the car and
 * the tenant. The browser and the API check it with the same schema and messages.
 */
import * as v from 'valibot';
import { LEAD_MESSAGES } from '../leads/messages.ts';

export const RESERVATION_TERMS_MESSAGE = '* Please agree to the reservation terms.';

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`)));

export const ReservationRequestSchema = v.pipe(
  v.strictObject({
    car_slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown car'), v.maxLength(200)),
    name: v.pipe(
      v.string(LEAD_MESSAGES.required),
      v.trim(),
      v.nonEmpty(LEAD_MESSAGES.required),
      v.maxLength(80, 'Must be at most 80 characters'),
    ),
    last_name: optionalText(80),
    email: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('Please enter a valid e-mail address')),
    ),
    phone: v.optional(
      v.pipe(v.string(), v.trim(), v.regex(/^[0-9 +()-]{6,20}$/, 'Please enter a valid phone number')),
    ),
    postcode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, LEAD_MESSAGES.invalidPostcode))),
    message: optionalText(2000),
    terms_conditions: v.literal(true, RESERVATION_TERMS_MESSAGE),
    /** The solved robot check (LEAD-22); checked by the API, never stored. */
    altcha: v.optional(v.pipe(v.string(), v.maxLength(8000))),
  }),
  v.forward(
    v.check(
      (input) => Boolean(input.email) || Boolean(input.phone),
      'Please give an e-mail address or a phone number',
    ),
    ['email'],
  ),
);

export type ReservationRequestInput = v.InferInput<typeof ReservationRequestSchema>;
