/**
 * Location, opening hours, special (holiday) hours and dealership (spec-2 §3, FEED-07).
 * A tenant's `locations.json` holds its dealerships and their locations.
 */
import * as v from 'valibot';
import { dateLike, integer, numeric, text, textual, url } from './fields.ts';
import { isTimeZone } from './time-zone.ts';

export const AU_STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

/**
 * The zone each state keeps (LOC-10). The ACT keeps Sydney's clock; places that keep another
 * state's (Broken Hill NSW on Adelaide time) set `time_zone` on the location.
 */
export const STATE_TIME_ZONES: Readonly<Record<AuState, string>> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  ACT: 'Australia/Sydney',
  NT: 'Australia/Darwin',
};
/** Where a rating comes from, as shoppers know it: "Google", "ProductReview.com.au". */
export const reviewSource = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[\p{L}\p{N}][\p{L}\p{N} .&'-]{0,39}$/u, 'Expected the name of a review site, like Google'),
);

export const OpeningHourSchema = v.strictObject({
  /** 0 = Sunday … 6 = Saturday. */
  weekday: v.pipe(integer, v.minValue(0), v.maxValue(6)),
  status: v.picklist(['Open', 'Closed']),
  /** Display text, e.g. "8:30am - 5:30pm". */
  formated_hours: v.optional(v.string()),
  /** 24-hour "HH:MM". */
  open: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, 'Expected HH:MM'))),
  close: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, 'Expected HH:MM'))),
});

export const SpecialHoursSchema = v.strictObject({
  date: dateLike,
  status: v.picklist(['Open', 'Closed']),
  location_id: v.optional(textual),
  start_hour: v.optional(v.string()),
  end_hour: v.optional(v.string()),
  /** Alternative spelling of start_hour/end_hour some exports use. */
  hours: v.optional(v.strictObject({ begin: v.string(), end: v.string() })),
  /** Shown in the holiday-hours dialog, e.g. "Good Friday". */
  name: v.optional(v.string()),
});

export const LocationSchema = v.strictObject({
  id: textual,
  name: text,
  /** URL slug; derived from the name when absent (LOC-05 strips " - Sales/Service/Parts"). */
  slug: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug must be lowercase letters, digits and hyphens'),
    ),
  ),
  primary: v.optional(v.boolean(), false),
  visible: v.optional(v.boolean(), true),
  /** sales, service or parts; empty means sales. */
  location_type: v.optional(v.picklist(['sales', 'service', 'parts', '']), 'sales'),
  location_subtype: v.optional(v.array(v.string()), []),
  manufacturers: v.optional(v.array(v.string()), []),
  dealership_id: textual,
  dealership_slug: v.optional(v.string()),
  address: v.strictObject({
    street: v.optional(v.string()),
    city: text,
    state: v.picklist(AU_STATES, 'State must be one of QLD, NSW, VIC, SA, WA, TAS, ACT, NT'),
    postcode: v.pipe(textual, v.regex(/^\d{4}$/, 'Postcode must be 4 digits')),
    lat: v.pipe(numeric, v.minValue(-90), v.maxValue(90)),
    long: v.pipe(numeric, v.minValue(-180), v.maxValue(180)),
    place_url: v.optional(url),
    place_id: v.optional(v.string()),
    map_key: v.optional(v.string()),
  }),
  /**
   * IANA zone of this location when it is not its state's (LOC-10), e.g. 'Australia/Broken_Hill'
   * for Broken Hill NSW, which keeps Adelaide time.
   */
  time_zone: v.optional(
    v.pipe(v.string(), v.check(isTimeZone, 'Expected an IANA time zone name like Australia/Broken_Hill')),
  ),
  contact_detail: v.strictObject({
    phone: v.optional(v.string()),
    landline_phone: v.optional(v.string()),
    email: v.optional(v.pipe(v.string(), v.email('Expected an e-mail address'))),
    opening_hours: v.optional(v.array(OpeningHourSchema), []),
  }),
  special_hours: v.optional(v.array(SpecialHoursSchema), []),
  image: v.optional(v.strictObject({ url })),
  /** This location's own rating (LOC-11); without it, its dealership's. */
  reviews: v.optional(
    v.strictObject({
      average_rating: v.pipe(numeric, v.minValue(0), v.maxValue(5)),
      count: v.pipe(integer, v.minValue(0)),
      /** Where the rating is from, e.g. "Google"; pages name it only when it is given. */
      source: v.optional(reviewSource),
    }),
  ),
  review_count: v.optional(integer),
  dealer_license_number: v.optional(v.string()),
  /** The location's store code in its Google Business Profile: Google vehicle ads match cars to it. */
  store_code: v.optional(
    v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'store_code: letters, digits, . _ - (at most 64)')),
  ),
  motor_vehicle_repairer: v.optional(v.string()),
  /** Other locations this location delivers test drives from (test-drive modal). */
  distribution_locations: v.optional(v.array(v.string()), []),
});

export const DealershipSchema = v.strictObject({
  id: textual,
  name: text,
  slug: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug must be lowercase letters, digits and hyphens'),
  ),
  average_rating: v.optional(v.pipe(numeric, v.minValue(0), v.maxValue(5))),
  review_count: v.optional(v.pipe(integer, v.minValue(0))),
  /** Where average_rating and review_count are from, e.g. "Google"; pages name it only when given. */
  review_source: v.optional(reviewSource),
  /** Makes this dealership has a franchise website for. */
  dealership_websites: v.optional(v.array(v.strictObject({ make: text, url: v.optional(url) })), []),
});

export const LocationsFileSchema = v.strictObject({
  dealerships: v.pipe(v.array(DealershipSchema), v.minLength(1, 'At least one dealership is required')),
  locations: v.pipe(v.array(LocationSchema), v.minLength(1, 'At least one location is required')),
});

export type OpeningHour = v.InferOutput<typeof OpeningHourSchema>;
export type SpecialHours = v.InferOutput<typeof SpecialHoursSchema>;
export type Location = v.InferOutput<typeof LocationSchema> & { slug: string };
export type Dealership = v.InferOutput<typeof DealershipSchema>;
export type LocationsFile = v.InferOutput<typeof LocationsFileSchema>;

/** The zone of a state written any case ('wa', 'WA'); undefined for anything else. */
export function stateTimeZone(state: string | undefined): string | undefined {
  const upper = state?.trim().toUpperCase();
  return (AU_STATES as readonly string[]).includes(upper ?? '')
    ? STATE_TIME_ZONES[upper as AuState]
    : undefined;
}

/** The zone a location's hours, slots and appointments are in (LOC-10): its own, else its state's. */
export function locationTimeZone(location: {
  address: { state: AuState };
  time_zone?: string | undefined;
}): string {
  return location.time_zone ?? STATE_TIME_ZONES[location.address.state];
}

/** The makes a dealer sells: its visible locations' manufacturers, first listed first. */
export function dealerMakes(locations: readonly Pick<Location, 'visible' | 'manufacturers'>[]): string[] {
  return [
    ...new Set(
      locations.filter((location) => location.visible).flatMap((location) => location.manufacturers),
    ),
  ];
}
