/**
 * Accepting a lead: validate, check the spam defences, then store the lead and its
 * delivery jobs atomically, committed to disk before the answer (API-02, SEC-06).
 * An idempotency key makes a double-click or a client retry the same lead.
 */
import { hasOwnCar, leadFieldErrors, normaliseLead } from '../../domain/leads/lead-rules.ts';
import { type Lead, type LeadPayload, LeadSchema } from '../../domain/leads/lead-schema.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { knownDealershipSlug, UNKNOWN_DEALERSHIP } from '../../domain/leads/routing.ts';
import { instantOfferDetailsErrors, isOfferCurrent } from '../../domain/leads/instant-offer.ts';
import { serviceBookingErrors, serviceBookingRules } from '../../domain/leads/service-booking.ts';
import { partsEnquiryErrors } from '../../domain/leads/parts-enquiry.ts';
import { hasPartsPages } from '../../domain/parts/parts-pages.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../parse-body.ts';
import type { Store, ValuationStore } from '../store/types.ts';
import type { TenantData } from '../tenant-data.ts';
import { leadTimeZone } from './lead-message.ts';
import { DELIVERY_CHANNELS, type DeliveryChannel } from './outbox.ts';
import { bookableSlot, bookedAround } from './test-drive.ts';
import { type StoredValuation, UNKNOWN_VALUATION } from './valuation.ts';

/** A person takes longer than this to fill in a form; a bot posting at once does not. */
export const MIN_FILL_MS = 1500;

export interface AcceptedLead {
  lead_id: string;
  /** True when this idempotency key was seen before: the first lead's id is returned. */
  duplicate: boolean;
}

export function channelsFor(tenant: TenantData): DeliveryChannel[] {
  return DELIVERY_CHANNELS.filter(
    (channel) => channel !== 'webhook' || tenant.tenant.settings.leads.webhookUrl !== undefined,
  );
}

export function parseLead(body: unknown, tenant: TenantData, now: Date = new Date()): Lead {
  const lead = normaliseLead(parseBody(LeadSchema, body, LEAD_MESSAGES.fixErrorsHeading));
  const { forms } = tenant.tenant.settings;
  const errors = leadFieldErrors(lead, {
    commentsRequired: forms.commentsRequired,
    termsCheckbox: forms.termsCheckbox,
    termsMessageVariant: forms.termsMessageVariant,
    dealershipCount: tenant.tenant.dealerships.length,
  });
  if (lead.kind === 'service') {
    // The booking form's own rules, checked again with its messages (LEAD-10).
    const service = tenant.tenant.service;
    if (!service) throw new HttpError(400, 'This dealer does not take service bookings online.');
    const rules = serviceBookingRules(service, tenant.tenant.dealerships.length);
    const known = new Set(errors.map((error) => error.field));
    errors.push(
      // 'From today' is the service location's day (LOC-10).
      ...serviceBookingErrors(lead, rules, calendarDay(now, leadTimeZone(lead, tenant))).filter(
        (error) => !known.has(error.field),
      ),
    );
  }
  if (lead.kind === 'trade_in' && lead.EvalID && errors.length > 0) {
    // A refused wizard lead lists every Your Details field at once (LEAD-13), not the postcode alone.
    const known = new Set(errors.map((error) => error.field));
    errors.push(...instantOfferDetailsErrors(lead).filter((error) => !known.has(error.field)));
  }
  if (lead.kind === 'parts') {
    // The parts pages' own rules, checked again (the tenant must have a parts department).
    if (!hasPartsPages(tenant.tenant.settings, tenant.tenant.locations))
      throw new HttpError(400, 'This dealer does not take parts enquiries online.');
    const known = new Set(errors.map((error) => error.field));
    errors.push(...partsEnquiryErrors(lead).filter((error) => !known.has(error.field)));
  }
  if (errors.length > 0) throw new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, { errors });
  const car = lead.car_id === undefined ? undefined : tenant.carsById.get(lead.car_id);
  if (
    lead.dealership_slug !== undefined &&
    !knownDealershipSlug(lead.dealership_slug, tenant.tenant.dealerships, car?.dealership_slug)
  ) {
    throw new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, {
      errors: [{ field: 'dealership_slug', message: UNKNOWN_DEALERSHIP }],
    });
  }
  if (lead.car_id !== undefined && !tenant.carsById.has(lead.car_id)) {
    throw new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, {
      errors: [{ field: 'car_id', message: 'This vehicle is no longer listed on this site.' }],
    });
  }
  return lead;
}

export const CONDITION_CHANGED =
  'The condition differs from the one your offer was worked out for. Please get your offer again.';

const valuationError = (message: string) =>
  new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, { errors: [{ field: 'EvalID', message }] });

/**
 * A trade-in lead made by the instant-offer wizard names its valuation (EvalID): the valuation
 * must be this tenant's, Your Details must be complete (LEAD-13, the wizard's own rules), and
 * the shopper's car, odometer, offer and photo count are taken from the stored valuation, not
 * from the browser. An offer can only be accepted on a valuation that made one (LEAD-14).
 * photo_count is only ever the API's: a browser's own is dropped.
 */
export async function withValuation(
  store: ValuationStore,
  tenantSlug: string,
  lead: Lead,
  now: Date,
  timeZone: string,
): Promise<Lead> {
  // The photo count and the offer are only ever the valuation's: a browser's own are dropped.
  const { photo_count: _fromBrowser, offer_price: _offerFromBrowser, ...rest } = lead;
  if (lead.kind === 'offer_accepted' && !lead.EvalID) throw valuationError(UNKNOWN_VALUATION);
  if (!hasOwnCar(lead) || !lead.EvalID) return rest;
  const row = await store.find(tenantSlug, lead.EvalID);
  if (!row) throw valuationError(UNKNOWN_VALUATION);
  const vehicle = row.vehicle as StoredValuation['vehicle'];
  if (lead.kind === 'trade_in') {
    const errors = instantOfferDetailsErrors(lead);
    if (errors.length > 0) throw new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, { errors });
    // The offer was worked from the condition the valuation was given (LEAD-14): the lead says the same.
    // (Case aside: valuations stored before the dealer's rules graded 'good', not 'Good'.)
    const valuedCondition = vehicle.valuation?.condition;
    if (valuedCondition !== undefined && lead.car_condition?.toLowerCase() !== valuedCondition.toLowerCase())
      throw new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, {
        errors: [{ field: 'car_condition', message: CONDITION_CHANGED }],
      });
  }
  const offer = vehicle.valuation?.offer_price ?? undefined;
  if (lead.kind === 'offer_accepted' && offer === undefined)
    throw valuationError('There is no offer to accept on this valuation. Our buying team will call you.');
  if (lead.kind === 'deal' && offer === undefined)
    throw valuationError(
      'There is no instant offer on this valuation to take off the price. Continue without a trade-in, and our buying team will call you about your car.',
    );
  // An offer stands 7 days: after that it is neither accepted nor taken off a price.
  if (
    (lead.kind === 'deal' || lead.kind === 'offer_accepted') &&
    !isOfferCurrent(vehicle.valued_at, now, timeZone)
  )
    throw valuationError(
      'This instant offer has expired: offers stand for 7 days. Value your car again for a current offer, or continue without a trade-in.',
    );
  return {
    ...rest,
    'Vehicle Make': vehicle.Make,
    'Vehicle Model': vehicle.Model,
    'Vehicle Year': vehicle.Year,
    Variant: vehicle.Variant,
    Series: vehicle.Series,
    Transmission: vehicle.Transmission,
    VIN: vehicle.VIN,
    EngineNumber: vehicle.EngineNo,
    RegoExpiry: vehicle.RegExpiry,
    RedBookCode: vehicle.redbookCode,
    rego: vehicle.Registration,
    regoState: vehicle.RegoState,
    kms: vehicle.KM ?? lead.kms,
    offer_price: offer,
    photo_count: row.images,
  };
}

/** The honeypot must stay empty and the form must not be submitted faster than a person could (SEC-03). */
export function isLikelySpam(lead: Lead, now: Date): boolean {
  if (lead.website !== undefined && lead.website.trim() !== '') return true;
  return lead.form_started_at !== undefined && now.getTime() - lead.form_started_at < MIN_FILL_MS;
}

const SLOT_TAKEN = 'That test drive time is no longer available. Please choose another time.';

/**
 * Stores the lead and its delivery jobs. A lead that looks like spam is stored and delivered
 * like any other, flagged for the dealer (e-mail subject, ADF comments, webhook): a person whose
 * browser filled the hidden field, or who sent prefilled details within 1.5 s, saw the success
 * page, so the dealer must hear from them.
 */
export async function acceptLead(
  store: Store,
  tenantSlug: string,
  tenant: TenantData,
  lead: LeadPayload,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<AcceptedLead> {
  const spam = isLikelySpam(lead, now);
  const { website: _honeypot, form_started_at: _started, altcha: _captcha, ...payload } = lead;
  let booking: { locationId: string; slotStart: string } | undefined;
  if (lead.kind === 'test_drive' && lead.test_drive_at && lead.location_id) {
    const booked = await bookedAround(
      store.testDrives,
      tenantSlug,
      tenant,
      lead.location_id,
      lead.test_drive_at,
      now,
    );
    const slotStart = bookableSlot(booked, tenant, lead.location_id, lead.test_drive_at, now);
    if (!slotStart) {
      // A retry of a stored booking finds the slot taken by its own lead: the same lead, not a 409.
      const first = idempotencyKey && (await store.leads.byIdempotencyKey(tenantSlug, idempotencyKey));
      if (first) return { lead_id: first, duplicate: true };
      throw new HttpError(409, SLOT_TAKEN);
    }
    booking = { locationId: lead.location_id, slotStart };
  }
  // The dealer's links to the trade-in's photos last PHOTO_LINK_DAYS from delivery: the
  // clean-up keeps the photos of a valuation sent as a lead that long (upload-cleanup.ts).
  // Marked first, and again on a retry: a lead stored without the mark would lose its photos early.
  if (payload.EvalID && payload.photo_count) await store.valuations.markLead(tenantSlug, payload.EvalID, now);
  const stored = await store.leads.insert({
    tenant: tenantSlug,
    kind: lead.kind,
    payload,
    idempotencyKey,
    spam,
    createdAt: now,
    channels: channelsFor(tenant),
    booking,
  });
  // The store checks the slot again as it writes: two shoppers never get the same one.
  if (stored.status === 'slot-taken') throw new HttpError(409, SLOT_TAKEN);
  return { lead_id: stored.id, duplicate: stored.status === 'duplicate' };
}
