/** What the test-drive booking page's form needs from the tenant, at build time. Pure: no DOM. */
import type { Tenant } from '../../config/load-tenant.ts';
import type { Car } from '../../model/car.ts';
import { locationTimeZone } from '../../model/location.ts';
import type { TestDriveBookingConfig } from './test-drive-booking-payload.ts';

export function testDriveBookingConfig(
  tenant: Pick<Tenant, 'settings' | 'dealerships' | 'locations'>,
  cars: readonly Pick<Car, 'make' | 'location' | 'location_id'>[],
): TestDriveBookingConfig {
  const { settings, dealerships } = tenant;
  const makes = new Set<string>(cars.map((car) => car.make));
  const stockedAt: Record<string, string[]> = {};
  for (const car of cars) {
    const at = car.location?.id ?? car.location_id;
    if (!at) continue;
    const list = stockedAt[car.make] ?? [];
    if (!list.includes(at)) stockedAt[car.make] = [...list, at];
  }
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
      timeZone: locationTimeZone(location),
    })),
    makes: [...makes].sort((a, b) => a.localeCompare(b, 'en-AU')),
    stockedAt,
    timeZone: settings.site.timezone,
    captcha: settings.forms.captcha,
    termsCheckbox: settings.forms.termsCheckbox,
    termsMessageVariant: settings.forms.termsMessageVariant,
    termsHref: '/terms-and-conditions',
    dealershipCount: dealerships.length,
    siteName: settings.site.name,
  };
}
