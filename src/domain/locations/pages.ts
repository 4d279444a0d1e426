/**
 * Location pages (LOC-05). Locations at one address (' - Sales', ' - Service', ' - Parts' of
 * one name) share a slug and so one page, with a selector between them in display order. The
 * page lives at /contact-us/{slug}, or /locations/{slug} where the tenant says so
 * (locations.pagePath); on a single-manufacturer site every location link goes to /contact,
 * which shows them all. /contact-us lists every page.
 */
import type { TenantSettings } from '../../config/schema.ts';
import type { Location } from '../../model/location.ts';
import { inDisplayOrder } from './filter.ts';

export const LOCATIONS_INDEX_PATH = '/contact-us';
export const SINGLE_MANUFACTURER_CONTACT_PATH = '/contact';

export interface LocationPageOptions {
  /** locations.pagePath */
  pathStyle: 'contact-us' | 'locations';
  /** A single-manufacturer site (site.manufacturer set). */
  singleManufacturer: boolean;
}

export interface LocationPage {
  slug: string;
  /** '/contact-us/harbour-city-toyota' */
  path: string;
  /** The shared name without its ' - Sales' / ' - Service' / ' - Parts' ending. */
  name: string;
  /** The locations at this address, sales, service, parts. */
  locations: Location[];
}

const KIND_SUFFIX = /\s+-\s+(Sales|Service|Parts)\s*$/i;

export function locationPages(locations: readonly Location[], options: LocationPageOptions): LocationPage[] {
  const bySlug = new Map<string, Location[]>();
  for (const location of locations) {
    if (!location.visible) continue;
    bySlug.set(location.slug, [...(bySlug.get(location.slug) ?? []), location]);
  }
  return [...bySlug].map(([slug, group]) => {
    const ordered = inDisplayOrder(group);
    return {
      slug,
      path: locationPagePath(ordered[0]!, options),
      name: addressName(ordered[0]!.name),
      locations: ordered,
    };
  });
}

/** A location's name without its ' - Sales' / ' - Service' / ' - Parts' ending: the address's name. */
export function addressName(name: string): string {
  return name.replace(KIND_SUFFIX, '');
}

/** The site's contact page: /contact on a single-manufacturer site, else the list at /contact-us. */
export function contactPagePath(options: LocationPageOptions): string {
  return options.singleManufacturer ? SINGLE_MANUFACTURER_CONTACT_PATH : LOCATIONS_INDEX_PATH;
}

/** 'Bay Motors, 1 Beach Rd, Caringbah NSW: opening hours, phone and directions.' */
export function locationPageDescription(page: LocationPage): string {
  const { street, city, state } = page.locations[0]!.address;
  return `${page.name}, ${street ? `${street}, ` : ''}${city} ${state}: opening hours, phone and directions.`;
}

/** Where a link to one location goes (View Location, the footer, the vehicle page). */
export function locationPagePath(location: Pick<Location, 'slug'>, options: LocationPageOptions): string {
  if (options.singleManufacturer) return SINGLE_MANUFACTURER_CONTACT_PATH;
  return `/${options.pathStyle}/${location.slug}`;
}

/** The page options from the tenant's settings (locations.pagePath, site.manufacturer). */
export function locationPageOptions(
  settings: Pick<TenantSettings, 'locations' | 'site'>,
): LocationPageOptions {
  return {
    pathStyle: settings.locations.pagePath,
    singleManufacturer: settings.site.manufacturer !== undefined,
  };
}
