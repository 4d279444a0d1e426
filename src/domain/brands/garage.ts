/**
 * Brand-specific garage pages (spec-2 §2, DEAL-04): on a group site, /my-garage/{brand} for each
 * listed car, motorcycle or truck brand the group has in stock — the shopper's garage narrowed
 * to that make (saved cars, favourites, reservations, deals), with that brand's own links. Gated
 * like /my-garage. Pure.
 */
import type { Car } from '../../model/car.ts';
import type { GroupBrand } from '../../model/content.ts';
import { slugify } from '../../model/slugify.ts';
import { isAvailable } from '../availability.ts';
import { MY_GARAGE_PATH } from '../gated-routes.ts';
import { listedBrands } from './directory.ts';

export interface BrandGarage {
  path: string;
  slug: string;
  name: string;
  /** The make as slugified, matched against each saved item's make. */
  makeSlug: string;
}

export function brandGaragePath(slug: string): string {
  return `${MY_GARAGE_PATH}/${slug}`;
}

/** The garage pages this group builds: its listed brands (not group companies) with cars in stock. */
export function brandGarages(
  brands: readonly GroupBrand[],
  hiddenBrands: readonly string[],
  cars: readonly Pick<Car, 'make' | 'status'>[],
): BrandGarage[] {
  const inStock = new Set(cars.filter(isAvailable).map((car) => slugify(car.make)));
  return listedBrands(brands, hiddenBrands)
    .filter((brand) => brand.category !== 'company' && inStock.has(slugify(brand.name)))
    .map((brand) => ({
      path: brandGaragePath(brand.slug),
      slug: brand.slug,
      name: brand.name,
      makeSlug: slugify(brand.name),
    }));
}

/** Whether a saved item's make (as the browser kept it: maybe missing or not text) is the brand's. */
export function isOfBrand(make: unknown, makeSlug: string): boolean {
  return typeof make === 'string' && slugify(make) === makeSlug;
}
