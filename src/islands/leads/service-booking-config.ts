/**
 * What the service booking wizard needs from the tenant, computed at build time and given to
 * the island as props. Pure: no DOM.
 */
import { defaultStateFor } from '../../domain/locations/states.ts';
import type { Tenant } from '../../config/load-tenant.ts';
import { bookingLocation } from '../../domain/leads/routing.ts';
import { serviceBookingRules } from '../../domain/leads/service-booking.ts';
import { type Location, locationTimeZone } from '../../model/location.ts';
import type { ServicePage } from '../../model/service-page.ts';
import type { ServiceBookingConfig } from './service-booking-payload.ts';

export function serviceBookingConfig(
  tenant: Pick<Tenant, 'settings' | 'dealerships' | 'locations'>,
  page: ServicePage,
  location: Location | undefined,
): ServiceBookingConfig {
  const { settings, dealerships } = tenant;
  const state = location?.address.state;
  return {
    wizard: page.wizard,
    rules: serviceBookingRules(page, dealerships.length),
    dealerships:
      dealerships.length > 1
        ? dealerships.map((d) => {
            const locationId = bookingLocation(tenant.locations, d.id);
            const booking = tenant.locations.find((l) => l.id === locationId);
            return {
              slug: d.slug,
              name: d.name,
              locationId,
              timeZone: booking ? locationTimeZone(booking) : settings.site.timezone,
            };
          })
        : [],
    location: location && { id: location.id, name: location.name },
    make: settings.site.manufacturer,
    defaultState: defaultStateFor(state),
    timeZone: location ? locationTimeZone(location) : settings.site.timezone,
    captcha: settings.forms.captcha,
    termsCheckbox: settings.forms.termsCheckbox,
    termsMessageVariant: settings.forms.termsMessageVariant,
    termsHref: '/terms-and-conditions',
    siteName: settings.site.name,
  };
}
