/**
 * Where a lead goes in a group (LEAD-21): the dealership it is for (the car's, else the one the
 * shopper chose by dealership_slug, else the chosen location's) and the location whose e-mail
 * receives it (the car's, else the chosen location, else that dealership's primary or sales
 * location, else the tenant's primary). A service booking or a parts enquiry goes to that
 * dealership's department instead (departmentLocation). Pure.
 */
import type { Dealership, Location } from '../../model/location.ts';

export interface RoutingInput {
  carLocationId?: string | undefined;
  carDealershipId?: string | undefined;
  carDealershipSlug?: string | undefined;
  locationId?: string | undefined;
  dealershipSlug?: string | undefined;
}

export interface LeadRoute {
  dealership: Dealership | undefined;
  location: Location | undefined;
}

export const UNKNOWN_DEALERSHIP = 'We do not know that dealership. Please choose one from the list.';

/** Whether a dealership_slug names one of the tenant's dealerships (or the car's own). */
export function knownDealershipSlug(
  slug: string,
  dealerships: readonly Pick<Dealership, 'slug'>[],
  carDealershipSlug?: string | undefined,
): boolean {
  return slug === carDealershipSlug || dealerships.some((dealership) => dealership.slug === slug);
}

export function leadRoute(
  input: RoutingInput,
  dealerships: readonly Dealership[],
  locations: readonly Location[],
): LeadRoute {
  const byId = (id: string | undefined) =>
    id ? locations.find((location) => location.id === id) : undefined;
  const chosenLocation = byId(input.carLocationId) ?? byId(input.locationId);
  const dealership =
    dealerships.find((d) => d.id === input.carDealershipId) ??
    dealerships.find((d) => d.slug === (input.carDealershipSlug ?? input.dealershipSlug)) ??
    dealerships.find((d) => d.id === chosenLocation?.dealership_id);
  const own = dealership ? locations.filter((location) => location.dealership_id === dealership.id) : [];
  const isSales = (location: Location) => location.location_type === 'sales' || location.location_type === '';
  const location =
    chosenLocation ??
    own.find((l) => l.primary) ??
    own.find(isSales) ??
    own[0] ??
    locations.find((l) => l.primary) ??
    locations[0];
  return { dealership, location };
}

/** Where a dealership's bookings go: its service location, else its primary, else its first. */
export function bookingLocation(locations: readonly Location[], dealershipId: string): string | undefined {
  const own = locations.filter((location) => location.visible && location.dealership_id === dealershipId);
  return (
    own.find((location) => location.location_type === 'service') ??
    own.find((location) => location.primary) ??
    own[0]
  )?.id;
}

/** The departments whose leads go to their own locations, not the sales address. */
export type LeadDepartment = 'service' | 'parts';

/** The location types that take a department's leads, first choice first: parts, else service. */
const DEPARTMENT_TYPES: Readonly<Record<LeadDepartment, readonly Location['location_type'][]>> = {
  service: ['service'],
  parts: ['parts', 'service'],
};

/** The department a lead kind is for: service bookings and parts enquiries; others go to sales. */
export function leadDepartment(kind: string): LeadDepartment | undefined {
  return kind === 'service' || kind === 'parts' ? kind : undefined;
}

/**
 * The location of the route's dealership that receives a department's lead (LEAD-21): the
 * chosen location when it is of the department's type, else the dealership's visible location of
 * that type with an e-mail address (parts, else service), else the route's own location (the
 * dealership's primary). Without a dealership, the tenant's locations are searched.
 */
export function departmentLocation(
  department: LeadDepartment,
  route: LeadRoute,
  locations: readonly Location[],
): Location | undefined {
  const dealershipId = route.dealership?.id ?? route.location?.dealership_id;
  const reachable = (location: Location) => location.visible && Boolean(location.contact_detail.email);
  const own = locations.filter(
    (location) =>
      reachable(location) && (dealershipId === undefined || location.dealership_id === dealershipId),
  );
  for (const type of DEPARTMENT_TYPES[department]) {
    if (route.location?.location_type === type && reachable(route.location)) return route.location;
    const found = own.find((location) => location.location_type === type);
    if (found) return found;
  }
  return route.location;
}

/** The location whose e-mail receives a lead of this kind on this route. */
export function recipientLocation(
  kind: string,
  route: LeadRoute,
  locations: readonly Location[],
): Location | undefined {
  const department = leadDepartment(kind);
  return department ? departmentLocation(department, route, locations) : route.location;
}
