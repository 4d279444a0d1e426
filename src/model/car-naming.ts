/**
 * How a car's name and slug are derived when the feed gives none. Shared by the feed import
 * and the search index file, which ships only names and slugs that differ from these.
 */
import { slugify } from './slugify.ts';

export interface NamingFields {
  year: number;
  make: string;
  model: string;
  badge?: string | undefined;
  stocknum?: string | undefined;
  id: string;
}

/** "2021 Toyota Corolla Ascent Sport" */
export function derivedName(car: NamingFields): string {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

/** "2021-toyota-corolla-ascent-sport-tc1042"; empty when nothing URL-safe remains. */
export function derivedSlug(car: NamingFields): string {
  const words = [car.year, car.make, car.model, car.badge ?? '', car.stocknum ?? car.id].join(' ');
  return slugify(words).slice(0, 90).replace(/-+$/, '');
}
