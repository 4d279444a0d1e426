/**
 * Reservations made in this browser (DEAL-04 "reservations" in My Garage): the reservation id,
 * the car and when the hold ends, newest first; My Garage asks the API for each car's current
 * hold.
 */
import { persistentAtom } from '@nanostores/persistent';
import { decodeList, stringField } from './json-storage.ts';

export const MAX_RESERVATIONS = 10;

export interface SavedReservation {
  reservation_id: string;
  car_slug: string;
  car_name: string;
  /** The car's make, for a brand's own garage page; absent on reservations saved before it was kept. */
  make?: string | undefined;
  hold_until: string;
  deposit: number;
  /** Whether the deposit was being paid online. */
  online: boolean;
  at: string;
}

const isReservation = (value: unknown): value is SavedReservation =>
  ['reservation_id', 'car_slug', 'car_name', 'hold_until', 'at'].every(
    (key) => stringField(value, key) !== undefined,
  ) && /^[a-z0-9-]+$/.test(stringField(value, 'car_slug')!);

export const $reservations = persistentAtom<SavedReservation[]>('reservations', [], {
  encode: JSON.stringify,
  decode: (text) => decodeList(text, isReservation, MAX_RESERVATIONS),
});

export function saveReservation(reservation: SavedReservation): void {
  $reservations.set(
    [
      reservation,
      ...$reservations.get().filter((r) => r.reservation_id !== reservation.reservation_id),
    ].slice(0, MAX_RESERVATIONS),
  );
}
