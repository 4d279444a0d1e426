/**
 * The servicing page a tenant writes in `service.json` (PROMO-04, spec-2 §2 "Servicing page"):
 * genuine servicing for the make the site sells. The file's presence is the switch: without it
 * the tenant has no /service page and nothing links to one. The page's fixed parts (the four
 * feature blocks, the six perks, the banner) are the platform's words; the dealer writes the
 * introduction, chooses the optional parts and says whether it is a certified dealership.
 */
import * as v from 'valibot';
import { text, textual } from './fields.ts';

/** A shop-window time as dealers write it: 7:45am, 2:00pm. */
const clockTime = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(1[0-2]|[1-9]):[0-5]\d(am|pm)$/, 'Expected a time like 7:45am or 2:00pm'),
);

/** An external booking page shown in a frame: https only (a frame over http is blocked anyway). */
const httpsUrl = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^https:\/\/[^\s"'<>]+$/, 'Expected an https:// address'),
);

export const ServicePageSchema = v.strictObject({
  /** The page's heading; without one, "{manufacturer} Servicing". */
  title: v.optional(text),
  /** The introduction under the heading: plain text, paragraphs separated by a blank line. */
  intro: v.pipe(v.string(), v.trim(), v.nonEmpty('The servicing page needs an introduction')),
  /** The hero banner's photo; without one the banner is the brand colour. */
  hero_image: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\/[^\s"'<>]*$/, 'Expected a site path'))),
  hero_image_alt: v.optional(v.string(), ''),
  /**
   * The location this page books at: its hours, phone and map. Without one, the first
   * visible service location, else the primary location.
   */
  location_id: v.optional(textual),
  /** The complimentary drop-off and pick-up timetable (spec-2 §9), for one dealer. */
  drop_off: v.optional(
    v.strictObject({
      drop_off_times: v.optional(v.pipe(v.array(clockTime), v.minLength(1)), ['7:45am', '8:45am']),
      pick_up_times: v.optional(v.pipe(v.array(clockTime), v.minLength(1)), ['2:00pm', '4:30pm']),
      /** The free ride's radius; 0 offers none. */
      free_ride_km: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100)), 8),
      /** A complimentary-service stamp such as "Complimentary service (3,000km or 3 months)"; it replaces the free-ride notice. */
      service_stamp: v.optional(text),
    }),
  ),
  /**
   * The dealership holds its manufacturer's certification to service its vehicles (COMP-05): the
   * banner then says "{manufacturer} Certified Dealership". Without it the banner only offers the booking.
   */
  certified_dealership: v.optional(v.boolean(), false),
  /** Show the six-perk section (Select Service, Quick Smart 90-minute service, …). */
  perks: v.optional(v.boolean(), false),
  /** An external booking page: the booking section shows it in a frame instead of the dealer's own booking. */
  booking_url: v.optional(httpsUrl),
  /**
   * The booking form's order (LEAD-09): `long` Contact Details → Vehicle Details → Order
   * Details; `short` Vehicle Details → Contact Details → Order Details.
   */
  wizard: v.optional(v.picklist(['long', 'short'], 'Expected "long" or "short"'), 'long'),
  /** Service Interval choices (e.g. "15,000 km / 12 months"); none: the field is not shown. */
  service_intervals: v.optional(v.array(text), []),
  /** Whether a Service Interval must be chosen (LEAD-10); needs service_intervals. */
  interval_required: v.optional(v.boolean(), false),
  /** Service Type choices (e.g. "Logbook service"); when there are any, one is required (LEAD-10). */
  service_types: v.optional(v.array(text), []),
  /** Extras the shopper can tick (e.g. "Wheel alignment"), sent as additional_services. */
  additional_services: v.optional(v.pipe(v.array(text), v.maxLength(20)), []),
  /** Terms of the offers on the page; collapsed on phones. */
  terms: v.optional(v.pipe(v.string(), v.trim())),
});

export type ServicePage = v.InferOutput<typeof ServicePageSchema>;
