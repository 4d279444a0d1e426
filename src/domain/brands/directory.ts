/**
 * The group's brand directory (NAV-07): the brands and companies of tenants/<slug>/brands.json
 * in four sections on /brands, each entry linking to its overview page (/{slug}/overview) or,
 * when it has a url, to that page (some entries link externally).
 */
import { BRAND_CATEGORIES, type BrandCategory, type GroupBrand } from '../../model/content.ts';
import { brandOverviewPath } from '../../model/site-routes.ts';
import { isExternal } from '../navigation.ts';

export const BRAND_SECTION_HEADINGS: Readonly<Record<BrandCategory, string>> = {
  car: 'Car Brands',
  motorcycle: 'Motorcycle Brands',
  truck: 'Truck Brands',
  company: 'Group Companies',
};

/** What one entry is, over its overview page's heading. */
export const BRAND_KIND_LABELS: Readonly<Record<BrandCategory, string>> = {
  car: 'Car brand',
  motorcycle: 'Motorcycle brand',
  truck: 'Truck brand',
  company: 'Group company',
};

export interface BrandDirectoryEntry {
  name: string;
  slug: string;
  href: string;
  /** Opens the brand's own site in a new tab. */
  external: boolean;
  /** Site path or URL of the logo; undefined shows the name alone. */
  logo: string | undefined;
}

export interface BrandDirectorySection {
  category: BrandCategory;
  heading: string;
  entries: BrandDirectoryEntry[];
}

/** Where an entry links: its url, else its overview page. */
export function brandHref(brand: Pick<GroupBrand, 'slug' | 'url'>): string {
  return brand.url ?? (brandOverviewPath(brand) as string);
}

/** Entries the directory lists: the tenant's hidden brands (navigation.hiddenBrands) are left out. */
export function listedBrands(brands: readonly GroupBrand[], hiddenBrands: readonly string[]): GroupBrand[] {
  const hidden = new Set(hiddenBrands.map((name) => name.toLowerCase()));
  return brands.filter((brand) => !hidden.has(brand.name.toLowerCase()));
}

/**
 * The sections of /brands in the order cars, motorcycles, trucks, group companies, entries by
 * name; a section with no entries is left out. `logoOf` finds a logo for an entry without one
 * of its own (the make logo files).
 */
export function brandDirectory(
  brands: readonly GroupBrand[],
  hiddenBrands: readonly string[],
  logoOf: (name: string) => string | undefined,
): BrandDirectorySection[] {
  const listed = listedBrands(brands, hiddenBrands);
  return BRAND_CATEGORIES.flatMap((category) => {
    const entries = listed
      .filter((brand) => brand.category === category)
      .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'))
      .map((brand) => {
        const href = brandHref(brand);
        return {
          name: brand.name,
          slug: brand.slug,
          href,
          external: isExternal(href),
          logo: brand.logo ?? logoOf(brand.name),
        };
      });
    return entries.length > 0 ? [{ category, heading: BRAND_SECTION_HEADINGS[category], entries }] : [];
  });
}

/** The entries that get an overview page (no url), hidden brands left out. */
export function brandOverviewPages(
  brands: readonly GroupBrand[],
  hiddenBrands: readonly string[],
): { path: string; slug: string; brand: GroupBrand }[] {
  return listedBrands(brands, hiddenBrands).flatMap((brand) => {
    const path = brandOverviewPath(brand);
    return path ? [{ path, slug: brand.slug, brand }] : [];
  });
}

/** How many brands the directory lists: its car, motorcycle and truck entries, not group companies. */
export function brandCount(brands: readonly GroupBrand[], hiddenBrands: readonly string[]): number {
  return listedBrands(brands, hiddenBrands).filter((brand) => brand.category !== 'company').length;
}
