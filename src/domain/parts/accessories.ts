/**
 * The accessories page (NAV-04, spec-2 §2 /accessories): the tenant's accessories.json, for the
 * makes it sells, grouped by make (in the order the dealer's locations list them) and category.
 * A tenant without the file has no page and no link. Pure.
 */
import type { Accessory } from '../../model/content.ts';

export const ACCESSORIES_PATH = '/accessories';

export interface AccessoryCategory {
  category: string;
  accessories: Accessory[];
}

export interface AccessoryMake {
  make: string;
  /** The section's anchor: 'accessories-toyota'. */
  id: string;
  categories: AccessoryCategory[];
}

const anchor = (make: string) =>
  `accessories-${make
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** The accessories by make (the dealer's order, then by name) and category (as the file first lists them). */
export function accessoryMakes(accessories: readonly Accessory[], makes: readonly string[]): AccessoryMake[] {
  const rank = (make: string) => {
    const index = makes.findIndex((sold) => sold.toLowerCase() === make.toLowerCase());
    return index === -1 ? makes.length : index;
  };
  const byMake = new Map<string, Map<string, Accessory[]>>();
  for (const accessory of accessories) {
    const categories = byMake.get(accessory.make) ?? new Map<string, Accessory[]>();
    categories.set(accessory.category, [...(categories.get(accessory.category) ?? []), accessory]);
    byMake.set(accessory.make, categories);
  }
  return [...byMake]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'en-AU'))
    .map(([make, categories]) => ({
      make,
      id: anchor(make),
      categories: [...categories].map(([category, list]) => ({ category, accessories: list })),
    }));
}

/** 'Fits HiLux, Prado', or 'Fits every Toyota' when it names no models. */
export function accessoryFits(accessory: Pick<Accessory, 'make' | 'fits'>): string {
  return accessory.fits.length > 0 ? `Fits ${accessory.fits.join(', ')}` : `Fits every ${accessory.make}`;
}
