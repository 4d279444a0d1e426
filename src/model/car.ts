/**
 * The Car entity (spec-1 §3, FEED-01) as it arrives from a feed, validated and normalised.
 * Field names follow the spec so that a feed in the canonical JSON shape needs no mapping.
 * Derived fields (slug, path, photos_count, primary_image_url, thumbnails, location) are
 * filled in by the feed pipeline after validation.
 */
import * as v from 'valibot';
import {
  dateLike,
  flag,
  integer,
  nonNegative,
  numeric,
  optional,
  priceOnApplication,
  text,
  textual,
  url,
  withDefault,
} from './fields.ts';

import { CAR_TYPES, type CarType } from './car-types.ts';
import {
  checkDate,
  OdometerCheckSchema,
  ppsrCertificate,
  RoadworthySchema,
  ServiceHistorySchema,
} from './car-checks.ts';
import { statutoryWarrantyField } from './warranty-override.ts';

export { CAR_TYPES, type CarType };

/** Known statuses; feeds may carry others, which count as not available (spec-1 §4). */
export const KNOWN_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;

/** VIN: 17 characters, letters I, O and Q never appear (ISO 3779). */
const vin = v.pipe(
  textual,
  v.toUpperCase(),
  v.regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'VIN must be 17 letters or digits, without I, O or Q'),
);

// Photo addresses are checked one by one when the car is imported (src/feed/feed-images.ts):
// one bad address drops that photo with a warning, not the whole car.
const image = v.object({
  image: v.pipe(v.string(), v.trim()),
  thumb: optional(v.pipe(v.string(), v.trim())),
});

const hotspot = v.object({
  /** Frame index (angle) the hotspot belongs to. */
  angle: integer,
  /** Position in percent of the frame, 0–100. */
  x: v.pipe(numeric, v.minValue(0), v.maxValue(100)),
  y: v.pipe(numeric, v.minValue(0), v.maxValue(100)),
  title: text,
  description: optional(v.string()),
});

export const VariantSchema = v.object({
  cylinders: optional(integer),
  enginesize: optional(numeric),
  enginesize_litres: optional(numeric),
  induction: optional(v.string()),
  geartype: optional(v.string()),
  /** Litres per 100 km, combined cycle. */
  fuelconsumptioncombined: optional(nonNegative),
  fuelcapacity: optional(nonNegative),
  grossvehiclemass: optional(nonNegative),
  vehiclelength: optional(nonNegative),
  vehicleheight: optional(nonNegative),
  vehiclewidth: optional(nonNegative),
  towingcapacitybraked: optional(nonNegative),
  bodyconfiguration: optional(v.string()),
  torque: optional(nonNegative),
  ancaprating: optional(v.pipe(integer, v.minValue(0), v.maxValue(5))),
});

/** Caravan specifications. Lengths are metres after import (FEED-03 converts feet). */
export const SpecificationsSchema = v.object({
  body_width: optional(nonNegative),
  body_length: optional(nonNegative),
  tare_weight: optional(nonNegative),
  axle_type: optional(v.string()),
  sleeps: optional(integer),
  aggregate_trailer_mass: optional(nonNegative),
  /** Unit of body_width and body_length in this record (else the feed's); 'ft' values are converted to metres. */
  unit: v.optional(v.picklist(['m', 'ft'])),
});

const lender = v.object({
  interestRate: optional(numeric),
  comparisonRate: optional(numeric),
  paymentWeek: optional(numeric),
  paymentMonth: optional(numeric),
  deposit: optional(numeric),
  termYears: optional(numeric),
  termMonths: optional(numeric),
  establishmentFees: optional(numeric),
  balloon: optional(numeric),
  totalPayable: optional(numeric),
  disclaimer: optional(v.string()),
});

/** Schema of one feed record. */
export const CarRecordSchema = v.object({
  // Identity and naming
  id: textual,
  slug: optional(
    v.pipe(
      textual,
      v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug must be lowercase letters, digits and single hyphens'),
    ),
  ),
  name: optional(text),
  year: v.pipe(
    integer,
    v.minValue(1900, 'Year must be 1900 or later'),
    v.maxValue(2100, 'Year must be 2100 or earlier'),
  ),
  make: text,
  model: text,
  badge: optional(v.string()),
  series: optional(v.string()),
  colour: optional(v.string()),
  interior_colour: optional(v.string()),

  // Price and status
  /** Absent when the feed does not know it (FEED-09): no odometer figure and no odometer claim then. */
  km: optional(v.pipe(nonNegative, v.integer('km must be a whole number'))),
  /** 0 is no price: price on application ('POA', 'Call', empty) publishes with the tenant's no-price text (FEED-09). */
  price: priceOnApplication,
  before_price: optional(nonNegative),
  subscription_price: optional(nonNegative),
  offer_price: optional(nonNegative),
  price_type: optional(v.string()),
  status: withDefault(v.pipe(textual, v.toLowerCase()), 'in_stock'),
  car_type: v.pipe(textual, v.toLowerCase(), v.picklist(CAR_TYPES, 'car_type must be new, demo or used')),
  tag: optional(v.string()),
  reserved: withDefault(flag, false),
  certified: withDefault(flag, false),
  preorder: withDefault(flag, false),
  item_type: withDefault(v.picklist(['car', 'caravan', 'motorcycle']), 'car'),
  /** Reserve deposit for this car, overriding the tenant's default (VDP-14). */
  reserve_deposit: optional(nonNegative),
  /** Whether a trade-in may be offered against this car (VDP-15); tenant rule applies when absent. */
  trade_in_allowed: optional(flag),
  /**
   * The car's statutory warranty, overriding the state rules (COMP-03): "none" or a period
   * like "3 months or 5,000 km"; absent, the rules of the selling location's state apply.
   */
  statutory_warranty: statutoryWarrantyField,

  // Registration and dates
  /** When the car was listed; drives the 8-day "new" tag. Absent in exports without a date. */
  created_at: optional(dateLike),
  stocknum: optional(textual),
  vin: optional(vin),
  nvic: optional(textual),
  regplate: optional(textual),
  rego_expiry: optional(dateLike),
  build_date: optional(dateLike),
  compliance_date: optional(dateLike),

  // Body and powertrain
  simple_body: optional(v.string()),
  simple_drive: optional(v.string()),
  drive: optional(v.string()),
  simple_transmission: optional(v.string()),
  trans: optional(v.string()),
  simple_fuel: optional(v.string()),
  fuel: optional(v.string()),
  seats: optional(integer),
  doors: optional(integer),
  engine_size: optional(numeric),
  engine_size_litres: optional(numeric),
  gearnum: optional(integer),
  bodyconfiguration: optional(v.string()),

  // Media
  images: withDefault(v.array(image), []),
  video_url: optional(url),
  external_video_url: optional(url),
  spin_images: withDefault(v.array(url), []),
  spin_interior_image: withDefault(v.array(url), []),
  spin_code: optional(v.string()),
  hotspots: withDefault(
    v.object({ exterior: withDefault(v.array(hotspot), []), interior: withDefault(v.array(hotspot), []) }),
    { exterior: [], interior: [] },
  ),
  /** Link to the history report file. */
  file: optional(url),
  /**
   * The day a PPSR search found the car clear: no finance owing, not stolen, not written off
   * (COMP-04). Only a recorded check earns the clear-title badge.
   */
  ppsr_clear_date: optional(checkDate('ppsr_clear_date')),
  /** The certificate number of that PPSR search, shown with it (COMP-05). */
  ppsr_certificate: optional(ppsrCertificate),
  /** An odometer check the dealer records: its day and method (COMP-05); absent, no odometer claim. */
  odometer_check: optional(OdometerCheckSchema),
  /** The service history the dealer records: full, partial or none, and its source (COMP-05). */
  service_history: optional(ServiceHistorySchema),
  /** A roadworthy (safety) certificate: its day, state and number (COMP-05). */
  roadworthy: optional(RoadworthySchema),

  // Other
  views: optional(integer),
  dealercomments: optional(v.string()),
  standardEquipment: withDefault(v.array(v.string()), []),
  private_suburb: optional(v.string()),
  private_postcode: optional(textual),
  city: optional(v.string()),
  state: optional(v.string()),
  location_name: optional(v.string()),
  dealership_id: optional(textual),
  dealership_slug: optional(v.string()),
  show_on_dealer_website: withDefault(flag, true),
  location_id: optional(textual),
  sold_date_timestamp: optional(dateLike),

  /** Variant (RedBook-style) data; absent when the feed has none. */
  variant: optional(VariantSchema),
  specifications: optional(SpecificationsSchema),
  autograb_data: optional(
    v.object({
      average_market_price: optional(nonNegative),
      state_average_market_price: optional(nonNegative),
    }),
  ),
  finance_lenders: withDefault(v.record(v.string(), lender), {}),
  youxQuote: optional(
    v.object({ weeklyRepaymentAmount: numeric, comparisonRate: numeric, advertisedRate: numeric }),
  ),
});

export type CarRecord = v.InferOutput<typeof CarRecordSchema>;
export type CarRecordInput = v.InferInput<typeof CarRecordSchema>;
export type CarImage = CarRecord['images'][number];
export type Hotspot = CarRecord['hotspots']['exterior'][number];
export type FinanceLender = CarRecord['finance_lenders'][string];

/** The location a car stands at, as embedded in the car (spec-1 §3). */
export interface CarLocation {
  id: string;
  name: string;
  slug: string;
  phone: string | undefined;
  address: {
    street: string | undefined;
    city: string | undefined;
    state: string | undefined;
    postcode: string | undefined;
    place_url: string | undefined;
  };
  distribution_locations: string[];
  /** Where a car's own feed place is (FEED-11), from the postcode data; dealerships have theirs in Location. */
  coordinates?: { lat: number; lng: number } | undefined;
}

/** A published car: a validated record plus the fields the pipeline derives. */
export interface Car extends CarRecord {
  slug: string;
  /** The feed's own slug while slugs are being assigned; never set on a published car. */
  slug_from_feed?: string | undefined;
  /** Site path of the vehicle page: /cars/{slug}. */
  path: string;
  name: string;
  /** Real photos only: the default placeholder image does not count (FEED-06). */
  photos_count: number;
  primary_image_url: string | undefined;
  thumbnails: string[];
  location: CarLocation | undefined;
}
