/**
 * The stats banner on a group's home page (NAV-08): how many dealerships (to /dealer-locator),
 * how many brands (to /brands) and how many years in business (to /about-us). A figure is shown
 * only when the page it links to was built, so the banner never links to a 404.
 */
import { formatNumber } from '../format.ts';

export interface Stat {
  value: string;
  label: string;
  href: string;
}

export const DEALER_LOCATOR_PATH = '/dealer-locator';
export const BRANDS_PATH = '/brands';
export const ABOUT_US_PATH = '/about-us';

export interface StatsInput {
  dealerships: number;
  brands: number;
  /** site.established; undefined shows no years figure. */
  established: number | undefined;
  /** The current year in the tenant's time zone. */
  year: number;
  builtPaths: ReadonlySet<string>;
  /** Where the tenant's About Us page is (/about-us, or /pages/about-us with pagesPath). */
  aboutUsPath: string;
}

export function statsBanner(input: StatsInput): Stat[] {
  const stats: Stat[] = [];
  if (input.dealerships > 0 && input.builtPaths.has(DEALER_LOCATOR_PATH))
    stats.push({
      value: formatNumber(input.dealerships),
      label: input.dealerships === 1 ? 'Dealership' : 'Dealerships',
      href: DEALER_LOCATOR_PATH,
    });
  if (input.brands > 0 && input.builtPaths.has(BRANDS_PATH))
    stats.push({
      value: formatNumber(input.brands),
      label: input.brands === 1 ? 'Brand' : 'Brands',
      href: BRANDS_PATH,
    });
  const years = input.established === undefined ? 0 : input.year - input.established;
  if (years > 0 && input.builtPaths.has(input.aboutUsPath))
    stats.push({
      value: formatNumber(years),
      label: years === 1 ? 'Year in Business' : 'Years in Business',
      href: input.aboutUsPath,
    });
  return stats;
}
