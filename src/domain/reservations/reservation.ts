/**
 * A reservation (DEAL-01, DEAL-02, VDP-14): a shopper's hold on one car for 48 hours, with or
 * without a deposit taken online. Its states and the moves between them, when the hold ends,
 * whether it still holds the car, and how the vehicle page says so. Pure.
 *
 *   requested ──paid──▶ paid
 *       │                 │
 *       ├── released ◀────┤   (the dealer lets the car go, or the shopper cancels)
 *       ├── converted ◀───┤   (sold to this shopper)
 *       └── expired ◀─────┤   (48 hours passed; a paid deposit is then refunded)
 *                         └──▶ refunded
 *
 * Only requested and paid hold the car, and only until hold_until.
 */
import { formatDollars } from '../format.ts';
import { RESERVE } from '../vehicle/reserve.ts';

export const RESERVATION_STATES = [
  'requested',
  'paid',
  'released',
  'converted',
  'expired',
  'refunded',
] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

export const HOLDING_STATES: readonly ReservationState[] = ['requested', 'paid'];

export const HOLD_MS = RESERVE.holdHours * 3_600_000;

/** The moves each state allows. */
export const RESERVATION_MOVES: Readonly<Record<ReservationState, readonly ReservationState[]>> = {
  requested: ['paid', 'released', 'converted', 'expired'],
  paid: ['released', 'converted', 'expired', 'refunded'],
  released: ['refunded'],
  expired: ['refunded'],
  converted: [],
  refunded: [],
};

/** The states a reservation may be in to move to `to` (the store moves only from these). */
export function statesMovingTo(to: ReservationState): ReservationState[] {
  return RESERVATION_STATES.filter((from) => RESERVATION_MOVES[from].includes(to));
}

/** When a hold made at `createdAt` ends: 48 hours later. */
export function holdUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + HOLD_MS);
}

/** Whether the reservation holds its car at `now`. */
export function isHolding(reservation: { state: ReservationState; hold_until: string }, now: Date): boolean {
  return HOLDING_STATES.includes(reservation.state) && Date.parse(reservation.hold_until) > now.getTime();
}

/** 'Reserved until Thu 4:30pm' in the dealer's time zone (VDP-14 on the vehicle page). */
export function reservedUntilText(holdUntilIso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone,
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(holdUntilIso))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `Reserved until ${parts['weekday']} ${parts['hour']}:${parts['minute']}${parts['dayPeriod']?.toLowerCase() ?? ''}`;
}

/** What the shopper and the dealer are told about the deposit: never a payment that did not happen. */
export function depositStatusText(state: ReservationState, deposit: number, online: boolean): string {
  if (deposit <= 0) return 'No deposit';
  const amount = formatDollars(deposit);
  if (state === 'paid') return `${amount} deposit paid online`;
  if (state === 'refunded') return `${amount} deposit refunded`;
  return online
    ? `${amount} deposit not yet paid`
    : `${amount} deposit to be taken by phone (no payment was made online)`;
}

export const RESERVATION_MESSAGES = {
  taken:
    'This car has just been reserved. Please choose another car, or ask us to let you know if it becomes available.',
  unavailable: 'This car cannot be reserved: it is sold, already reserved or no longer listed.',
} as const;

/** What a shopper is told after a reservation request without online payment: no money was taken. */
export function offlineMessage(deposit: number): string {
  return deposit > 0
    ? `We'll call you to take the ${formatDollars(deposit)} deposit and confirm your hold. No payment has been taken.`
    : "We'll call you to confirm your hold.";
}

/** What the dealer is told when a deposit is paid after the hold ended. */
export function lateDepositText(deposit: number): string {
  return `${formatDollars(deposit)} deposit paid online after the ${RESERVE.holdHours}-hour hold ended: please refund it`;
}
