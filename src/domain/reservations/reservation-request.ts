/**
 * What the reserve form sends (VDP-14, DEAL-01): the car and the shopper's contact details, and
 * their agreement to the reservation terms. No amount: the deposit always comes from the car and
 * the tenant. The browser and the API check it with the same schema and messages.
 */
import * as v from 'valibot';
import {
  captchaField,
  firstNameField,
  lastNameField,
  optionalEmailField,
  optionalPhoneField,
  optionalText,
  postcodeField,
} from '../leads/contact-schema.ts';

export const RESERVATION_TERMS_MESSAGE = '* Please agree to the reservation terms.';

export const ReservationRequestSchema = v.pipe(
  v.strictObject({
    car_slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown car'), v.maxLength(200)),
    name: firstNameField,
    last_name: lastNameField,
    email: optionalEmailField,
    phone: optionalPhoneField,
    postcode: postcodeField,
    message: optionalText(2000),
    terms_conditions: v.literal(true, RESERVATION_TERMS_MESSAGE),
    altcha: captchaField,
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
