/**
 * What the lead forms need to know about the car and the dealer, computed at build time by
 * LeadForms.astro and embedded in the page as JSON (so no form code or data request is
 * needed before the shopper clicks). Pure: no DOM.
 */
import type { Tenant } from '../../config/load-tenant.ts';
import { islandMedia } from '../../domain/media.ts';
import type { MediaSettings } from '../../domain/responsive-image.ts';
import { carPhone } from '../../domain/vehicle/phone-reveal.ts';
import type { Car } from '../../model/car.ts';
import { locationTimeZone, stateTimeZone } from '../../model/location.ts';

export interface LeadCar {
  id: string;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  stocknum?: string | undefined;
  car_type: 'new' | 'demo' | 'used';
  /** What the forms call it ('Book a Test Ride' for a motorcycle); absent: a car. */
  item_type?: Car['item_type'] | undefined;
  status: string;
  tag?: string | undefined;
  image?: string | undefined;
  dealership_id?: string | undefined;
  dealership_slug?: string | undefined;
  /** The sales location whose test-drive diary is offered (LEAD-19); absent: plain date-time input. */
  testDriveLocationId?: string | undefined;
  /** The zone of the car's location (LOC-10); absent: the tenant's. */
  timeZone?: string | undefined;
  /** Name of the car's location, for the test-drive location choice. */
  locationName?: string | undefined;
  /** Other locations the car can be test-driven from (LEAD-07); empty: no choice shown. */
  distributionLocations: {
    value: string;
    label: string;
    locationId?: string | undefined;
    timeZone?: string | undefined;
  }[];
}

export interface LeadFormSettings {
  /** LEAD-04: comments required on enquiries unless the dealer turns it off. */
  commentsRequired: boolean;
  /** LEAD-06 */
  termsCheckbox: boolean;
  termsMessageVariant: boolean;
  /** LEAD-06, LEAD-22: the robot check (ALTCHA, solved in the background) on top of the honeypot and fill-time check. */
  captcha: boolean;
  /** LEAD-18: 'Enquire Now' or 'Message Now'. */
  submitButton: string;
  dealershipCount: number;
  /** IANA zone of the tenant: test-drive dates of a car whose location is not known. */
  timeZone: string;
  termsHref: string;
}

export interface LeadDealer {
  name: string;
  phone?: string | undefined;
  email?: string | undefined;
}

export interface LeadConfig {
  car: LeadCar;
  settings: LeadFormSettings;
  dealer: LeadDealer;
  /** The image CDN's settings for the car's photo; absent without one (the build's own photo sets need none). */
  media?: MediaSettings | undefined;
}

type TenantParts = Pick<Tenant, 'settings' | 'locations' | 'dealerships'>;

const isSales = (location: { location_type: string; visible: boolean }) =>
  (location.location_type === 'sales' || location.location_type === '') && location.visible;

/** The dealer's phone and e-mail for a car (or the site when no car): its location's, else the primary sales location's. */
export function dealerContact(
  car: Pick<Car, 'location' | 'location_id'> | undefined,
  tenant: TenantParts,
): LeadDealer & { locationName?: string | undefined } {
  const { settings, locations } = tenant;
  const own = car ? locations.find((l) => l.id === (car.location?.id ?? car.location_id)) : undefined;
  const primary = locations.find((l) => l.primary && isSales(l)) ?? locations.find(isSales);
  const phone = car
    ? carPhone(car, settings.branding.phones.sales)
    : settings.branding.phones.sales?.trim() || primary?.contact_detail.phone;
  const email = own?.contact_detail.email ?? primary?.contact_detail.email;
  return {
    name: settings.site.name,
    phone: phone || undefined,
    email,
    locationName: own?.name ?? primary?.name,
  };
}

export function leadConfig(car: Car, tenant: TenantParts): LeadConfig {
  const { settings, locations, dealerships } = tenant;
  const own = locations.find((l) => l.id === (car.location?.id ?? car.location_id));
  const testDriveLocation = own && isSales(own) ? own : undefined;
  const distributionLocations = (
    car.location?.distribution_locations ??
    own?.distribution_locations ??
    []
  ).map((entry) => {
    const match = locations.find((l) => l.id === entry || l.name === entry);
    return {
      value: entry,
      label: match?.name ?? entry,
      locationId: match && isSales(match) ? match.id : undefined,
      timeZone: match && isSales(match) ? locationTimeZone(match) : undefined,
    };
  });
  return {
    car: {
      id: car.id,
      slug: car.slug,
      name: car.name,
      year: car.year,
      make: car.make,
      model: car.model,
      stocknum: car.stocknum,
      car_type: car.car_type as LeadCar['car_type'],
      item_type: car.item_type === 'car' ? undefined : car.item_type,
      status: car.status,
      tag: car.tag,
      image: car.primary_image_url,
      dealership_id: car.dealership_id,
      dealership_slug: car.dealership_slug ?? dealerships.find((d) => d.id === car.dealership_id)?.slug,
      testDriveLocationId: testDriveLocation?.id,
      timeZone: own ? locationTimeZone(own) : stateTimeZone(car.location?.address.state ?? car.state),
      locationName: car.location?.name ?? own?.name,
      distributionLocations,
    },
    settings: {
      commentsRequired: settings.forms.commentsRequired,
      termsCheckbox: settings.forms.termsCheckbox,
      termsMessageVariant: settings.forms.termsMessageVariant,
      captcha: settings.forms.captcha,
      submitButton: settings.wording.submitButton,
      dealershipCount: dealerships.length,
      timeZone: settings.site.timezone,
      termsHref: '/terms-and-conditions',
    },
    dealer: (({ locationName: _name, ...dealer }) => dealer)(dealerContact(car, tenant)),
    media: islandMedia(settings.media),
  };
}
