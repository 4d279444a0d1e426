/**
 * A tenant's parts department, as its locations describe it: the visible parts locations and
 * whether one of them can take an enquiry (an e-mail address, or leads.emailTo for every lead).
 * Shared by the tenant check (features.partsPages) and the pages' rules.
 */
import type { Location } from './location.ts';

/** The tenant's visible parts locations (location_type 'parts'), in its order. */
export function partsLocations(locations: readonly Location[]): Location[] {
  return locations.filter((location) => location.visible && location.location_type === 'parts');
}

/** A location whose enquiries reach someone: it has an e-mail, or configured addresses take every lead. */
export function takesEnquiries(location: Location, emailTo: readonly string[]): boolean {
  return emailTo.length > 0 || Boolean(location.contact_detail.email);
}

/** Whether a visible parts location can take enquiries. */
export function hasReachablePartsLocation(
  locations: readonly Location[],
  emailTo: readonly string[],
): boolean {
  return partsLocations(locations).some((location) => takesEnquiries(location, emailTo));
}
