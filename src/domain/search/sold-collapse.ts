/**
 * Sold cars in a result list (SRCH-22, spec-1 §4 "Car availability"): a run of consecutive
 * sold cars collapses into one sold item, so a page is not a wall of SOLD cards; when every
 * hit is sold nothing is collapsed, since the page would otherwise show a single card.
 */
import type { Car } from '../../model/car.ts';
import { isAvailable } from '../availability.ts';

export type ResultEntry<T> =
  | { kind: 'car'; car: T }
  /** Two or more consecutive sold cars, in hit order; the card shows `cars[0]`. */
  | { kind: 'sold-group'; cars: T[] };

/**
 * The page's hits as rendered entries. A lone sold car between available ones stays a
 * plain 'car' entry (it already is a single sold item; its card shows SOLD by itself).
 * Runs are taken within the page: the engine pages hits, so a run crossing a page
 * boundary collapses separately on each page. Promos are interleaved afterwards, into
 * these entries (see promos.ts).
 */
export function collapseSold<T extends Pick<Car, 'status'>>(hits: readonly T[]): ResultEntry<T>[] {
  if (hits.every((car) => !isAvailable(car))) return hits.map((car) => ({ kind: 'car', car }));
  const entries: ResultEntry<T>[] = [];
  let run: T[] = [];
  const flush = () => {
    if (run.length === 1) entries.push({ kind: 'car', car: run[0]! });
    else if (run.length > 1) entries.push({ kind: 'sold-group', cars: run });
    run = [];
  };
  for (const car of hits) {
    if (isAvailable(car)) {
      flush();
      entries.push({ kind: 'car', car });
    } else {
      run.push(car);
    }
  }
  flush();
  return entries;
}
