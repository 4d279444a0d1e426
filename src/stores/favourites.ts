/**
 * Favourites (WL-06, spec-1 §3): stored locally, no account needed. Each entry keeps what a
 * list needs to show the car without fetching it: id, name, slug, make, model,
 * primary_image_url.
 */
import { persistentAtom } from '@nanostores/persistent';
import { decodeList, stringField } from './json-storage.ts';
import { FAVOURITES_KEY } from './storage-keys.ts';

export const MAX_FAVOURITES = 100;

export interface Favourite {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url?: string | undefined;
}

const isFavourite = (value: unknown): value is Favourite =>
  ['id', 'name', 'slug', 'make', 'model'].every((key) => stringField(value, key) !== undefined) &&
  /^[a-z0-9-]+$/.test(stringField(value, 'slug')!);

export const $favourites = persistentAtom<Favourite[]>(FAVOURITES_KEY, [], {
  encode: JSON.stringify,
  decode: (text) => decodeList(text, isFavourite, MAX_FAVOURITES),
});

export function isFavouriteCar(list: readonly Favourite[], id: string): boolean {
  return list.some((entry) => entry.id === id);
}

/** Adds the car (first) or removes it; answers whether it is a favourite now. */
export function toggleFavourite(car: Favourite): boolean {
  const list = $favourites.get();
  if (isFavouriteCar(list, car.id)) {
    $favourites.set(list.filter((entry) => entry.id !== car.id));
    return false;
  }
  const entry: Favourite = {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primary_image_url,
  };
  $favourites.set([entry, ...list].slice(0, MAX_FAVOURITES));
  return true;
}
