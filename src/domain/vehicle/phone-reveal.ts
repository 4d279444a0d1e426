/**
 * Phone reveal (VDP-17). The number shows its first 5 characters as written and masks every
 * later digit or letter with '•', keeping spaces and punctuation so the shape stays readable:
 * '02 9555 0101' → '02 95•• ••••'. A click reveals it (and records a reveal with car_id,
 * dealership_id and website_id); tenants with `phoneRevealedFromStart` show it unmasked. Without
 * a number the button is hidden. Recording failures are logged only (spec-1 §8).
 */
import type { Car } from '../../model/car.ts';

export const PHONE_VISIBLE_CHARS = 5;
export const MASK_CHAR = '•';
export const REVEAL_LABEL = 'Reveal phone number';

export function maskPhone(phone: string): string {
  const chars = [...phone];
  const head = chars.slice(0, PHONE_VISIBLE_CHARS).join('');
  const tail = chars
    .slice(PHONE_VISIBLE_CHARS)
    .join('')
    .replace(/[\p{L}\p{N}]/gu, MASK_CHAR);
  return head + tail;
}

/** tel: link: digits, with a leading + kept. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export type PhoneButton =
  | { kind: 'hidden' }
  | { kind: 'masked'; text: string; label: typeof REVEAL_LABEL }
  | { kind: 'revealed'; text: string; href: string };

export interface PhoneRevealState {
  revealedFromStart: boolean;
  /** Whether the shopper has clicked to reveal. */
  clicked: boolean;
}

export function phoneButton(phone: string | undefined, state: PhoneRevealState): PhoneButton {
  const text = phone?.trim();
  if (!text || !/\d/.test(text)) return { kind: 'hidden' };
  if (state.revealedFromStart || state.clicked) return { kind: 'revealed', text, href: telHref(text) };
  return { kind: 'masked', text: maskPhone(text), label: REVEAL_LABEL };
}

/** The number a car page calls: its location's, else the tenant's sales number. */
export function carPhone(
  car: { location?: { phone?: string | undefined } | undefined },
  salesPhone: string | undefined,
): string | undefined {
  return car.location?.phone?.trim() || salesPhone?.trim() || undefined;
}

export interface PhoneRevealRecord {
  car_id: string;
  dealership_id: string | undefined;
  website_id: string;
}

/** What a reveal click records (the call itself is the caller's; failure is logged only). */
export function phoneRevealRecord(
  car: Pick<Car, 'id' | 'dealership_id'>,
  websiteId: string,
): PhoneRevealRecord {
  return { car_id: car.id, dealership_id: car.dealership_id, website_id: websiteId };
}
