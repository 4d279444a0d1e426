/**
 * What the general enquiry form needs from the tenant, computed at build time: the locations it
 * may go to (visible ones, sales then service then parts), the one chosen first, and the
 * dealer's form rules. Pure: no DOM.
 */
import type { Tenant } from '../../config/load-tenant.ts';
import { inDisplayOrder } from '../../domain/locations/filter.ts';
import type { Location } from '../../model/location.ts';
import type { GeneralEnquiryConfig } from './general-enquiry-payload.ts';

export function generalEnquiryConfig(
  tenant: Pick<Tenant, 'settings' | 'dealerships' | 'locations'>,
  /** The locations this page is about (a location page's); all visible ones when absent. */
  offered?: readonly Location[],
  purpose: GeneralEnquiryConfig['purpose'] = 'enquiry',
): GeneralEnquiryConfig {
  const { settings, dealerships } = tenant;
  const locations = inDisplayOrder((offered ?? tenant.locations).filter((location) => location.visible));
  const slugOf = (location: Location) =>
    location.dealership_slug ??
    dealerships.find((dealership) => dealership.id === location.dealership_id)?.slug;
  return {
    purpose,
    locations: locations.map((location) => ({
      id: location.id,
      name: location.name,
      dealershipSlug: slugOf(location),
    })),
    defaultLocationId:
      offered && locations.length > 0
        ? locations[0]!.id
        : locations.length === 1
          ? locations[0]!.id
          : undefined,
    commentsRequired: settings.forms.commentsRequired,
    captcha: settings.forms.captcha,
    termsCheckbox: settings.forms.termsCheckbox,
    termsMessageVariant: settings.forms.termsMessageVariant,
    termsHref: '/terms-and-conditions',
    dealershipCount: dealerships.length,
    submitButton: settings.wording.submitButton,
    siteName: settings.site.name,
  };
}
