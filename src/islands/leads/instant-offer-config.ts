/**
 * What the instant-offer wizard needs from the tenant, computed at build time and given to the
 * island as props. Pure: no DOM.
 */
import { defaultStateFor } from '../../domain/locations/states.ts';
import type { Tenant } from '../../config/load-tenant.ts';
import { contactPagePath, locationPageOptions } from '../../domain/locations/pages.ts';
import type { Location } from '../../model/location.ts';

export interface InstantOfferConfig {
  imageUpload: boolean;
  captcha: boolean;
  termsCheckbox: boolean;
  termsMessageVariant: boolean;
  termsHref: string;
  valuationTermsHref: string;
  siteName: string;
  /** The rego's state to start with: the dealer's own (LOC-08's QLD when it has none). */
  defaultState: string;
  /** The buying team's phone for the not-found panel and the no-instant-value answer. */
  phone: string | undefined;
  contactHref: string;
  contactLabel: string;
  timeZone: string;
  /** Post the valuation to /api/miscellaneous as well as keeping it in the browser (LEAD-14). */
  valuationToMiscellaneous: boolean;
  /** /cars/trade-in: the car traded against comes from ?car_id= (VDP-15). */
  carFromQuery: boolean;
  /**
   * The dealerships the shopper chooses from on a group site (LEAD-21, LEAD-24); empty for a
   * single dealership, whose leads need no choice.
   */
  dealerships: { value: string; label: string }[];
}

export function instantOfferConfig(
  tenant: Pick<Tenant, 'settings' | 'locations' | 'dealerships'>,
  options: { carFromQuery: boolean; valuationTermsHref: string },
): InstantOfferConfig {
  const { settings } = tenant;
  const primary: Location | undefined = tenant.locations.find((l) => l.primary) ?? tenant.locations[0];
  return {
    imageUpload: settings.forms.imageUpload,
    captcha: settings.forms.captcha,
    termsCheckbox: settings.forms.termsCheckbox,
    termsMessageVariant: settings.forms.termsMessageVariant,
    termsHref: '/terms-and-conditions',
    valuationTermsHref: options.valuationTermsHref,
    siteName: settings.site.name,
    defaultState: defaultStateFor(primary?.address.state),
    phone: settings.branding.phones.sales ?? primary?.contact_detail.phone,
    contactHref: contactPagePath(locationPageOptions(settings)),
    contactLabel: settings.wording.contactLinkText,
    timeZone: settings.site.timezone,
    valuationToMiscellaneous: settings.forms.valuationToMiscellaneous,
    carFromQuery: options.carFromQuery,
    dealerships:
      tenant.dealerships.length > 1
        ? tenant.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))
        : [],
  };
}
