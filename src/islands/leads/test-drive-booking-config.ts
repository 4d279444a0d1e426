/** What the test-drive booking page's form needs from the tenant, at build time. Pure: no DOM. */
import type { Tenant } from '../../config/load-tenant.ts';
import type { Car } from '../../model/car.ts';
import type { TestDriveBookingConfig } from './test-drive-booking-payload.ts';

export function testDriveBookingConfig(
  tenant: Pick<Tenant, 'settings' | 'dealerships' | 'locations'>,
  cars: readonly Pick<Car, 'make'>[],
): TestDriveBookingConfig {
  const { settings, dealerships } = tenant;
  const makes = new Set<string>(cars.map((car) => car.make));
  if (settings.site.manufacturer) makes.add(settings.site.manufacturer);
  return {
    locations: tenant.locations.map((location) => ({
      id: location.id,
      name: location.name,
      visible: location.visible,
      location_type: location.location_type,
      manufacturers: location.manufacturers,
      dealershipSlug:
        location.dealership_slug ??
        dealerships.find((dealership) => dealership.id === location.dealership_id)?.slug,
    })),
    makes: [...makes].sort((a, b) => a.localeCompare(b, 'en-AU')),
    timeZone: settings.site.timezone,
    captcha: settings.forms.captcha,
    termsCheckbox: settings.forms.termsCheckbox,
    termsMessageVariant: settings.forms.termsMessageVariant,
    termsHref: '/terms-and-conditions',
    dealershipCount: dealerships.length,
    siteName: settings.site.name,
  };
}
