/**
 * The parts and accessories department (NAV-04, spec-2 §2 /vehicle-parts-and-accessories,
 * /parts/search): whether a tenant has the pages (features.partsPages, else its data: a visible
 * parts location that can take enquiries), the parts locations the page lists, and where a parts
 * enquiry goes for each dealership the shopper may choose (LEAD-21, LEAD-24). Pure.
 */
import type { TenantSettings } from '../../config/schema.ts';
import type { Dealership, Location } from '../../model/location.ts';
import { hasReachablePartsLocation, takesEnquiries } from '../../model/parts-department.ts';
import { departmentLocation, leadRoute } from '../leads/routing.ts';

export { partsLocations } from '../../model/parts-department.ts';

export const PARTS_PAGE_PATH = '/vehicle-parts-and-accessories';
export const PARTS_SEARCH_PATH = '/parts/search';
/** The parts page's enquiry section. */
export const PARTS_FORM_ID = 'parts-enquiry';

type PartsSettings = Pick<TenantSettings, 'features' | 'leads'>;

/** Whether the tenant has the parts pages: as features.partsPages says, else where a parts location can take enquiries. */
export function hasPartsPages(settings: PartsSettings, locations: readonly Location[]): boolean {
  return settings.features.partsPages ?? hasReachablePartsLocation(locations, settings.leads.emailTo);
}

/** Where a parts enquiry goes when the shopper picks this dealership (or on a one-dealership site). */
export interface PartsDesk {
  /** The dealership's slug, sent as dealership_slug; undefined on a tenant without dealerships. */
  dealershipSlug: string | undefined;
  /** What the shopper picks: the dealership's name. */
  name: string;
  /** The location that receives it: the dealership's parts location, else service, else primary. */
  locationId: string;
  locationName: string;
}

/**
 * The parts desks a shopper may send an enquiry to: one per dealership whose parts, service or
 * primary location can take it (a group's form lists them, LEAD-24), or the site's one.
 */
export function partsDesks(tenant: {
  settings: PartsSettings;
  dealerships: readonly Dealership[];
  locations: readonly Location[];
}): PartsDesk[] {
  const { settings, dealerships, locations } = tenant;
  const desk = (dealership: Dealership | undefined, location: Location | undefined): PartsDesk[] =>
    location?.visible && takesEnquiries(location, settings.leads.emailTo)
      ? [
          {
            dealershipSlug: dealership?.slug,
            name: dealership?.name ?? location.name,
            locationId: location.id,
            locationName: location.name,
          },
        ]
      : [];
  if (dealerships.length <= 1) {
    const route = leadRoute({}, dealerships, locations);
    return desk(dealerships[0], departmentLocation('parts', route, locations));
  }
  return dealerships.flatMap((dealership) => {
    const route = leadRoute({ dealershipSlug: dealership.slug }, dealerships, locations);
    const location = departmentLocation('parts', route, locations);
    return location?.dealership_id === dealership.id ? desk(dealership, location) : [];
  });
}

/** What a link to /parts/search may fill in (an accessory's Enquire link): each value checked. */
export interface PartsQuery {
  part: string | undefined;
  number: string | undefined;
  make: string | undefined;
  model: string | undefined;
}

/** The /parts/search query (?part=&number=&make=&model=), anything odd left out. */
export function readPartsQuery(search: string): PartsQuery {
  const query = new URLSearchParams(search);
  const value = (name: string, max: number) => {
    const text = query.get(name)?.trim() ?? '';
    return text.length > 0 && text.length <= max && !/[\p{Cc}<>]/u.test(text) ? text : undefined;
  };
  return {
    part: value('part', 120),
    number: value('number', 60),
    make: value('make', 60),
    model: value('model', 60),
  };
}

/** The /parts/search link that asks about one part. */
export function partsSearchHref(part: {
  name: string;
  partNumber?: string | undefined;
  make?: string | undefined;
  model?: string | undefined;
}): string {
  const query = new URLSearchParams({ part: part.name });
  if (part.partNumber) query.set('number', part.partNumber);
  if (part.make) query.set('make', part.make);
  if (part.model) query.set('model', part.model);
  return `${PARTS_SEARCH_PATH}?${query}#${PARTS_FORM_ID}`;
}

/** The parts page's title: 'Genuine Toyota Parts & Accessories' on a one-make site, else 'Parts & Accessories'. */
export function partsPageTitle(manufacturer: string | undefined): string {
  return manufacturer ? `Genuine ${manufacturer} Parts & Accessories` : 'Parts & Accessories';
}
