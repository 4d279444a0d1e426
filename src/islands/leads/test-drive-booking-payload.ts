/**
 * The test-drive booking page's form (spec-2 §2 /book-test-drive/, LEAD-07, LEAD-17): what it
 * needs from the tenant, its values, the `test_drive` lead it sends and the errors the API
 * would answer with. The car is optional (?car_id= names one). Pure: no DOM.
 */
import { formatAppointment } from '../../domain/format.ts';
import { chosenTestDriveLocation, testDriveLocations } from '../../domain/leads/test-drive-booking.ts';
import { type FieldError, leadFieldErrors } from '../../domain/leads/lead-rules.ts';
import type { LeadInput } from '../../domain/leads/lead-schema.ts';
import {
  consentPayload,
  contactPayload,
  type LeadEnvironment,
  locationFormErrors,
  schemaErrors,
  text,
} from './lead-payload.ts';

export interface BookingLocation {
  id: string;
  name: string;
  visible: boolean;
  location_type: 'sales' | 'service' | 'parts' | '';
  manufacturers: string[];
  dealershipSlug: string | undefined;
  /** The location's zone (LOC-10): its diary's days and times. */
  timeZone: string;
}

export interface TestDriveBookingConfig {
  locations: BookingLocation[];
  /** Makes the shopper may choose: the dealer's stock and franchises. */
  makes: string[];
  /** For each make in stock, the sales locations holding it (LEAD-17: where a make no location sells can be driven). */
  stockedAt: Record<string, string[]>;
  /** The tenant's zone: the diary's days before a location is chosen. */
  timeZone: string;
  captcha: boolean;
  termsCheckbox: boolean;
  termsMessageVariant: boolean;
  termsHref: string;
  dealershipCount: number;
  siteName: string;
}

export interface TestDriveBookingValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  make: string;
  model: string;
  location_id: string;
  message: string;
  opt_in: boolean;
  terms_conditions: boolean;
  website: string;
}

/** The car from ?car_id=, as GET /api/car-summary answered. */
export interface BookingCar {
  id: string;
  make: string;
  model: string;
  locationId: string | undefined;
}

/** The locations offered for the chosen make (or the car's), and the one chosen for the shopper. */
export function bookingLocations(
  config: TestDriveBookingConfig,
  values: Pick<TestDriveBookingValues, 'make' | 'location_id'>,
  car: BookingCar | undefined,
): { offered: BookingLocation[]; chosen: string | undefined } {
  const make = car?.make ?? values.make;
  const offered = testDriveLocations(config.locations, make, {
    carLocationId: car?.locationId,
    stockedAt: config.stockedAt[make],
  });
  return { offered, chosen: chosenTestDriveLocation(offered, values.location_id, car?.locationId) };
}

export function buildTestDriveBooking(
  config: TestDriveBookingConfig,
  values: TestDriveBookingValues,
  car: BookingCar | undefined,
  booking: { at?: string | undefined; locationId?: string | undefined },
  env: LeadEnvironment,
): LeadInput {
  const { chosen } = bookingLocations(config, values, car);
  const location = config.locations.find((entry) => entry.id === chosen);
  return {
    kind: 'test_drive',
    category: 'Test Drive',
    subcategory: 'Test Drive',
    ...contactPayload(values),
    car_id: car?.id,
    'Vehicle Make': car ? undefined : text(values.make, 60),
    'Vehicle Model': car ? undefined : text(values.model, 60),
    location: location?.name,
    location_id: location?.id,
    dealership_slug: location?.dealershipSlug,
    // A diary slot books the location; a time typed without the diary (it could not be read)
    // cannot be checked, so it reaches the dealer as a wish in the message.
    test_drive_at: booking.locationId ? booking.at : undefined,
    message: text(
      [
        values.message.trim(),
        booking.at && !booking.locationId
          ? `Preferred test drive time: ${formatAppointment(booking.at, location?.timeZone ?? config.timeZone)}`
          : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
      4900,
    ),
    ...consentPayload(values, config.termsCheckbox, env),
  };
}

const ORDER = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'location',
  'test_drive_at',
  'message',
  'terms_conditions',
];

/** The API's errors, plus the page's own: a location when there is more than one to choose (LEAD-17). */
export function testDriveBookingErrors(
  payload: LeadInput,
  config: TestDriveBookingConfig,
  offered: number,
): FieldError[] {
  const { errors, lead } = schemaErrors(payload);
  errors.push(
    ...leadFieldErrors(lead, {
      commentsRequired: false,
      termsCheckbox: config.termsCheckbox,
      termsMessageVariant: config.termsMessageVariant,
      dealershipCount: config.dealershipCount,
      locationShown: offered > 1,
    }),
  );
  return locationFormErrors(errors, ORDER, true);
}
