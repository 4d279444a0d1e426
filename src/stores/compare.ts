/**
 * Cars to compare side by side (WL-06), stored locally: up to MAX_COMPARE cars, each with
 * the fields the /compare page shows, captured when the car is added (the compare page has
 * no per-car data to fetch).
 */
import { persistentAtom } from '@nanostores/persistent';
import type { CompareCar } from '../domain/compare.ts';
import { decodeList, stringField } from './json-storage.ts';
import { COMPARE_KEY } from './storage-keys.ts';

export type { CompareCar };

export const MAX_COMPARE = 3;

const isCompareCar = (value: unknown): value is CompareCar =>
  ['id', 'slug', 'name', 'make', 'model', 'priceText', 'car_type', 'status'].every(
    (key) => stringField(value, key) !== undefined,
  ) &&
  /^[a-z0-9-]+$/.test(stringField(value, 'slug')!) &&
  typeof (value as { year?: unknown }).year === 'number';

export const $compare = persistentAtom<CompareCar[]>(COMPARE_KEY, [], {
  encode: JSON.stringify,
  decode: (text) => decodeList(text, isCompareCar, MAX_COMPARE),
});

export type CompareToggle = 'added' | 'removed' | 'full';

export function isCompared(list: readonly CompareCar[], id: string): boolean {
  return list.some((entry) => entry.id === id);
}

/** Adds or removes a car; a fourth car is refused ('full') rather than pushing one out. */
export function toggleCompare(car: CompareCar): CompareToggle {
  const list = $compare.get();
  if (isCompared(list, car.id)) {
    $compare.set(list.filter((entry) => entry.id !== car.id));
    return 'removed';
  }
  if (list.length >= MAX_COMPARE) return 'full';
  $compare.set([...list, car]);
  return 'added';
}

export function removeFromCompare(id: string): void {
  $compare.set($compare.get().filter((entry) => entry.id !== id));
}

export function clearCompare(): void {
  $compare.set([]);
}
