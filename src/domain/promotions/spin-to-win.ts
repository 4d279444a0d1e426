/**
 * Spin to win (/spin-to-win, NAV-04): a promotion entry form with a prize wheel. The API draws the
 * prize from the tenant's chances (never the browser, which only shows where the wheel lands),
 * one entry per e-mail address and per phone number for each promotion id, and no entries after
 * the closing day in the dealer's time zone. The wheel's geometry, the entry the page sends and
 * what the shopper and the dealer read. Pure.
 */
import * as v from 'valibot';
import { calendarDay } from '../../model/time-zone.ts';
import { formatCalendarDay } from '../format.ts';
import {
  captchaField,
  emailField,
  firstNameField,
  lastNameField,
  phoneField,
  postcodeField,
} from '../leads/contact-schema.ts';
import { normaliseAuPhone } from '../phone.ts';

export interface Prize {
  label: string;
  chance: number;
}

export const SPIN_MESSAGES = {
  terms: '* Please agree to the promotion terms.',
  enteredBefore:
    'This e-mail address or phone number has already entered this promotion. It is one entry per person.',
  closed: 'This promotion has closed and takes no more entries.',
  notRunning: 'This promotion is not running.',
} as const;

/** The sum of the chances: a draw is a whole number from 0 up to (not including) this. */
export function totalChance(prizes: readonly Prize[]): number {
  return prizes.reduce((sum, prize) => sum + prize.chance, 0);
}

/** The prize a draw of `ticket` (0 ≤ ticket < totalChance) lands on: each prize owns `chance` tickets in order. */
export function prizeAt(prizes: readonly Prize[], ticket: number): number {
  let end = 0;
  for (const [index, prize] of prizes.entries()) {
    end += prize.chance;
    if (ticket < end) return index;
  }
  throw new RangeError(`ticket ${ticket} is outside 0…${end - 1}`);
}

/** '60%' or '<1%': each prize's share of the draw, shown beside it. */
export function chanceText(prize: Prize, prizes: readonly Prize[]): string {
  const percent = (prize.chance / totalChance(prizes)) * 100;
  if (percent < 1) return 'under 1%';
  return `${Math.round(percent)}%`;
}

/** Whether entries are taken at `now`: up to and including the closing day in the dealer's zone. */
export function isOpen(closes: string | undefined, now: Date, timeZone: string): boolean {
  return closes === undefined || calendarDay(now, timeZone) <= closes;
}

/** 'Entries close Thursday 24 December 2026.' or, once past, the closed message with its day. */
export function closingText(closes: string | undefined, open: boolean): string | undefined {
  if (closes === undefined) return undefined;
  return open
    ? `Entries close ${formatCalendarDay(closes)}.`
    : `This promotion closed on ${formatCalendarDay(closes)}.`;
}

/**
 * The wheel's turn, in degrees clockwise, that brings the middle of prize `index` under the
 * pointer at the top after `turns` whole turns. Segment i spans i·360/n to (i+1)·360/n clockwise
 * from the top before turning.
 */
export function landingRotation(index: number, count: number, turns = 5): number {
  const segment = 360 / count;
  return turns * 360 + (360 - (index + 0.5) * segment);
}

/**
 * Who an entry belongs to: its e-mail in lower case and its phone in E.164 (or its digits when it
 * is not an Australian number), so '0412 345 678' and '+61412345678' are one person.
 */
export function entrantKeys(email: string, phone: string): string[] {
  const parsed = normaliseAuPhone(phone);
  const number = parsed.ok ? parsed.phone : phone.replace(/\D/g, '');
  return [`email:${email.trim().toLowerCase()}`, `phone:${number}`];
}

/** The entry the page sends; the API checks it with the same schema and messages. */
export const SpinEntrySchema = v.strictObject({
  name: firstNameField,
  last_name: lastNameField,
  email: emailField,
  phone: phoneField,
  postcode: postcodeField,
  opt_in: v.optional(v.boolean()),
  terms_conditions: v.literal(true, SPIN_MESSAGES.terms),
  altcha: captchaField,
});

export type SpinEntry = v.InferOutput<typeof SpinEntrySchema>;
