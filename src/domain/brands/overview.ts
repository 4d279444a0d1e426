/**
 * A brand's overview page (NAV-07, /{slug}/overview): the group's words about the brand, the
 * dealerships that sell it, its models and its cars in stock, with a link to them when that
 * search page was built.
 */
import type { Car } from '../../model/car.ts';
import type { GroupBrand, Model } from '../../model/content.ts';
import { slugify } from '../../model/slugify.ts';
import { availableStockCounts } from '../availability.ts';
import { type DealershipEntry, dealershipsSelling } from '../locations/dealerships.ts';
import { formatNumber } from '../format.ts';

export interface BrandStock {
  count: number;
  /** The make's search page, when it was built. */
  href: string | undefined;
  label: string;
}

export interface BrandOverview {
  brand: GroupBrand;
  paragraphs: string[];
  dealerships: DealershipEntry[];
  models: Model[];
  stock: BrandStock | undefined;
}

/** Plain-text paragraphs of a description: split on blank lines, lines within one joined. */
export function descriptionParagraphs(description: string | undefined): string[] {
  return (description ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/** The brand's available cars and the link to them; undefined when it has none in stock. */
export function brandStock(
  name: string,
  cars: readonly Pick<Car, 'make' | 'status'>[],
  builtPaths: ReadonlySet<string>,
): BrandStock | undefined {
  const slug = slugify(name);
  const count = availableStockCounts(cars).byMake.get(slug) ?? 0;
  if (count === 0) return undefined;
  const href = `/search/${slug}`;
  return {
    count,
    href: builtPaths.has(href) ? href : undefined,
    label: `View ${formatNumber(count)} ${name} ${count === 1 ? 'vehicle' : 'vehicles'} in stock`,
  };
}

export function brandOverview(
  brand: GroupBrand,
  data: {
    dealerships: readonly DealershipEntry[];
    models: readonly Model[];
    cars: readonly Pick<Car, 'make' | 'status'>[];
    builtPaths: ReadonlySet<string>;
  },
): BrandOverview {
  const name = brand.name.toLowerCase();
  return {
    brand,
    paragraphs: descriptionParagraphs(brand.description),
    dealerships: dealershipsSelling(data.dealerships, brand.name),
    models: data.models.filter((model) => model.manufacturer_name.toLowerCase() === name),
    stock: brandStock(brand.name, data.cars, data.builtPaths),
  };
}
