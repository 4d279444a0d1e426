/**
 * What the dealer receives for a lead: the e-mail (text and HTML, every value escaped),
 * the ADF XML, and the webhook JSON. Built from the stored lead and the tenant's data.
 */
import { formatAppointment, formatCalendarDay, formatDollars, formatKm } from '../../domain/format.ts';
import { type AdfInterest, type AdfVehicle, adfXml } from '../../domain/leads/adf.ts';
import { dealLines, dealTotalLabel } from '../../domain/deals/deal.ts';
import { hasOwnCar } from '../../domain/leads/lead-rules.ts';
import { LEAD_KIND_TITLES } from '../../domain/leads/lead-titles.ts';
import { leadRoute, recipientLocation } from '../../domain/leads/routing.ts';
import type { Lead, LeadPayload } from '../../domain/leads/lead-schema.ts';
import type { Car } from '../../model/car.ts';
import { carTimeZone } from '../../domain/locations/time-zones.ts';
import { locationTimeZone } from '../../model/location.ts';
import type { TenantData } from '../tenant-data.ts';
import { escapeHtml } from '../../domain/html/escape-html.ts';
import { PHOTO_LINK_DAYS } from './photo-links.ts';

export interface StoredLead {
  id: string;
  tenant: string;
  kind: string;
  payload: LeadPayload;
  created_at: string;
  /** Caught by the honeypot or the fill-time check (SEC-03): delivered, with SPAM_WARNING. */
  spam?: boolean;
}

/** What the dealer reads on a suspected-spam lead, in the e-mail and the ADF comments. */
export const SPAM_WARNING =
  'Suspected spam: this form was sent faster than a person usually types, or a hidden field was filled in. It may still be a real customer (for example one whose browser filled in their details), so check before you discard it.';
export const SPAM_SUBJECT_PREFIX = '[Suspected spam] ';

export function leadCar(lead: Lead, tenant: TenantData): Car | undefined {
  return lead.car_id ? tenant.carsById.get(lead.car_id) : undefined;
}

/** The dealership and location a lead is for (LEAD-21, src/domain/leads/routing.ts). */
export function routeOf(lead: Lead, tenant: TenantData) {
  const car = leadCar(lead, tenant);
  return leadRoute(
    {
      carLocationId: car?.location?.id ?? car?.location_id,
      carDealershipId: car?.dealership_id,
      carDealershipSlug: car?.dealership_slug,
      locationId: lead.location_id,
      dealershipSlug: lead.dealership_slug,
    },
    tenant.tenant.dealerships,
    tenant.tenant.locations,
  );
}

/**
 * The zone a lead's times are in (LOC-10): the location whose diary it booked, else where the
 * car stands (a dealership, or the car's own feed place), else the location it is routed to;
 * the tenant's zone only when none is known.
 */
export function leadTimeZone(lead: Lead, tenant: TenantData): string {
  const { locations } = tenant.tenant;
  const booked = lead.location_id ? locations.find((l) => l.id === lead.location_id) : undefined;
  if (booked && lead.kind === 'test_drive') return locationTimeZone(booked);
  const car = leadCar(lead, tenant);
  if (car) return carTimeZone(car, locations, tenant.tenant.settings.site.timezone);
  const routed = routeOf(lead, tenant).location;
  return routed ? locationTimeZone(routed) : tenant.tenant.settings.site.timezone;
}

/**
 * Recipients: configured addresses, else the e-mail of the location the lead is for, which for
 * a service booking or a parts enquiry is its dealership's service or parts location (LEAD-21).
 */
export function leadRecipients(lead: Lead, tenant: TenantData): string[] {
  const configured = tenant.tenant.settings.leads.emailTo;
  if (configured.length > 0) return configured;
  const location = recipientLocation(lead.kind, routeOf(lead, tenant), tenant.tenant.locations);
  const email = location?.contact_detail.email;
  return email ? [email] : [];
}

/** A reservation: its hold and what happened to the deposit, said plainly (DEAL-01). */
function reservationRows(lead: StoredLead, timeZone: string): [string, string | undefined][] {
  const held = reservationFields(lead);
  if (!held) return [];
  return [
    ['Reservation', held.reservation_id],
    ['Held until', formatAppointment(held.hold_until, timeZone)],
    ['Deposit', held.deposit_status],
  ];
}

/** The text fields the API wrote into a lead it built itself (never a browser's), by name. */
function madeFields(lead: Pick<StoredLead, 'payload'>, names: readonly string[]): Record<string, string> {
  const p = lead.payload as unknown as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, String(p[name] ?? '')]));
}

/** A payment by reference from /online-payment: what for, how much, and whether money moved. */
function paymentRows(lead: StoredLead): [string, string | undefined][] {
  if (lead.kind !== 'payment') return [];
  const p = madeFields(lead, ['payment_id', 'payment_for', 'payment_amount', 'payment_status']);
  return [
    ['Payment', p['payment_id']],
    ['Paying for', p['payment_for']],
    ['Amount', p['payment_amount']],
    ['Payment status', p['payment_status']],
  ];
}

/** A spin-to-win entry and the prize the API drew for it. */
function promotionRows(lead: StoredLead): [string, string | undefined][] {
  if (lead.kind !== 'promotion') return [];
  const p = madeFields(lead, ['promotion_id', 'promotion_title', 'promotion_entry', 'promotion_prize']);
  return [
    ['Promotion', `${p['promotion_title']} (${p['promotion_id']})`],
    ['Entry', p['promotion_entry']],
    ['Prize drawn', p['promotion_prize']],
  ];
}

/** A deal from the online purchase journey, as the API priced it (DEAL-03). */
function dealRows(p: LeadPayload): [string, string | undefined][] {
  const deal = p.deal_summary;
  if (!deal) return [];
  return dealLines(deal.summary, { place: deal.place, pickupFrom: deal.pickupFrom }).map(
    ([label, value]): [string, string] => [`Deal: ${label}`, value],
  );
}

/** Trade-in and sell leads: the shopper's own car, as the valuation identified it (LEAD-13, LEAD-14). */
function sellingRows(
  p: Lead,
  againstCar: boolean,
  photoUrls: readonly string[],
): [string, string | number | undefined][] {
  const own = [p['Vehicle Year'], p['Vehicle Make'], p['Vehicle Model'], p.Variant].filter(Boolean).join(' ');
  return [
    [againstCar ? 'Trade-in vehicle' : 'Vehicle to sell', own || undefined],
    ['Series', p.Series],
    ['Transmission', p.Transmission],
    ['VIN', p.VIN],
    ['Engine number', p.EngineNumber],
    ['Rego', regoText(p)],
    ['Rego expiry', p.RegoExpiry && formatCalendarDay(p.RegoExpiry)],
    ['RedBook code', p.RedBookCode],
    ['Odometer', p.kms === undefined ? undefined : formatKm(p.kms)],
    ['Service history', p.service_history],
    ['Keys', p.number_of_keys],
    ['Condition', p.car_condition],
    [
      'Instant offer',
      p.offer_price === undefined
        ? undefined
        : `${formatDollars(p.offer_price)} (estimate, confirmed after an inspection, valid 7 days)`,
    ],
    ['Offer accepted', p.offer_accepted ? 'Yes' : undefined],
    ['Valuation', p.EvalID],
    [
      'Photos',
      p.photo_count
        ? photoUrls.length > 0
          ? `${p.photo_count} (links valid ${PHOTO_LINK_DAYS} days):\n${photoUrls.join('\n')}`
          : String(p.photo_count)
        : undefined,
    ],
  ];
}

function rows(
  lead: StoredLead,
  car: Car | undefined,
  siteUrl: string,
  timeZone: string,
  photoUrls: readonly string[],
): [string, string][] {
  const p = lead.payload;
  const selling = hasOwnCar(p);
  const entries: [string, string | number | boolean | undefined][] = [
    ['Name', [p.name, p.last_name].filter(Boolean).join(' ')],
    ['E-mail', p.email],
    ['Phone', p.phone],
    ['Postcode', p.postcode],
    ['Preferred contact', p.PreferredContactMethod],
    [
      'Vehicle',
      car
        ? `${car.name} (stock ${car.stocknum ?? car.id})`
        : selling
          ? undefined
          : [p['Vehicle Year'], p['Vehicle Make'], p['Vehicle Model']].filter(Boolean).join(' ') || undefined,
    ],
    ['Vehicle page', car ? `${siteUrl}${car.path}` : undefined],
    ...(selling ? sellingRows(p, car !== undefined, photoUrls) : []),
    ['Category', [p.category, p.subcategory].filter(Boolean).join(' / ') || undefined],
    ['Test drive booking date', p.test_drive_at && formatAppointment(p.test_drive_at, timeZone)],
    ...reservationRows(lead, timeZone),
    ...paymentRows(lead),
    ...promotionRows(lead),
    ...dealRows(p),
    ['Preferred service date', p['Preferred Service Date']],
    ['Service', [p['Service Type'], p['Service Interval']].filter(Boolean).join(', ') || undefined],
    ['Budget', p.vehicle_price_budget === undefined ? undefined : formatDollars(p.vehicle_price_budget)],
    ['Finance', p.finance],
    ['Trade-in', p['do-you-have-a-trade-in']],
    ['Kilometres', selling ? undefined : p.kms],
    ['Rego', selling ? undefined : regoText(p)],
    ['Additional services', p.additional_services?.join(', ') || undefined],
    ['Part', p.part_name],
    ['Part number', p.part_number],
    ['VIN', selling ? undefined : p.VIN?.toUpperCase()],
    ['Location', p.location],
    ['Message', p.message ?? p.Comments],
    ['Opted in to marketing', p.opt_in ? 'Yes' : 'No'],
    ['Page', p.url],
  ];
  return entries
    .filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== '')
    .map(([k, v]) => [k, String(v)]);
}

/** The e-mail; `photoUrls` are the signed links to a trade-in's photos (photo-links.ts). */
export function leadEmail(
  lead: StoredLead,
  tenant: TenantData,
  photoUrls: readonly string[] = [],
): { subject: string; text: string; html: string } {
  const car = leadCar(lead.payload, tenant);
  const title = LEAD_KIND_TITLES[lead.kind] ?? 'Lead';
  const subject =
    `${lead.spam ? SPAM_SUBJECT_PREFIX : ''}${title}: ${[lead.payload.name, lead.payload.last_name].filter(Boolean).join(' ')}${car ? ` — ${car.name}` : ''}`.replace(
      /[\r\n]+/g,
      ' ',
    );
  const list: [string, string][] = [
    ...(lead.spam ? ([['Spam check', SPAM_WARNING]] as [string, string][]) : []),
    ...rows(
      lead,
      car,
      tenant.tenant.settings.site.url.replace(/\/$/, ''),
      leadTimeZone(lead.payload, tenant),
      photoUrls,
    ),
  ];
  const text = `${title} from ${tenant.tenant.settings.site.name} (lead ${lead.id})\n\n${list.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`;
  const html = `<h2>${escapeHtml(title)}</h2><p>Lead ${escapeHtml(lead.id)} from ${escapeHtml(tenant.tenant.settings.site.name)}</p><table>${list.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${htmlValue(k, v)}</td></tr>`).join('')}</table>`;
  return { subject, text, html };
}

/**
 * The Reply-To of a lead e-mail (LEAD-23): the shopper, when they gave an e-mail address, so
 * the dealer's Reply reaches them rather than the site's own address.
 */
export function leadReplyTo(
  lead: Pick<Lead, 'name' | 'last_name' | 'email'>,
): { name: string; address: string } | undefined {
  const address = lead.email?.trim();
  if (!address) return undefined;
  return {
    name: [lead.name, lead.last_name]
      .filter(Boolean)
      .join(' ')
      .replace(/[\r\n]+/g, ' '),
    address,
  };
}

/** Rows whose links we made ourselves; a shopper's own text is never turned into a link. */
const LINKED_ROWS = new Set(['Vehicle page', 'Photos']);

function htmlValue(key: string, value: string): string {
  const escaped = escapeHtml(value).replace(/\n/g, '<br>');
  // Escaped text has no quotes or angle brackets left, so a matched URL is safe in href.
  return LINKED_ROWS.has(key)
    ? escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    : escaped;
}

/** A reservation lead's own fields, made by the API (services/reservations.ts). */
function reservationFields(
  lead: Pick<StoredLead, 'kind' | 'payload'>,
): { reservation_id: string; hold_until: string; deposit_status: string } | undefined {
  if (lead.kind !== 'reservation') return undefined;
  const p = lead.payload as unknown as Record<string, string>;
  return {
    reservation_id: p['reservation_id']!,
    hold_until: p['hold_until']!,
    deposit_status: p['deposit_status']!,
  };
}

/** The shopper's rego and its state ("ABC123 NSW"), whichever form sent it; undefined when none. */
function regoText(p: Lead): string | undefined {
  return (
    [p['Vehicle Rego'] ?? p.rego ?? p.Rego, p['Vehicle State'] ?? p.regoState].filter(Boolean).join(' ') ||
    undefined
  );
}

/**
 * The shopper's own car of a service or trade-in lead, as they described it (or the valuation
 * identified it): VIN, variant and transmission in their own elements (LEAD-23).
 */
function shoppersCar(
  p: Lead,
  interest: AdfInterest | undefined,
  /** What the car is for when it is not bought or sold: 'the service booking', 'the parts enquiry'. */
  purpose = 'the service booking',
): AdfVehicle | undefined {
  if (!p['Vehicle Make'] && !p.Rego && !p.rego && !p['Vehicle Rego']) return undefined;
  const rego = regoText(p);
  return {
    interest,
    status: 'used',
    year: p['Vehicle Year'],
    make: p['Vehicle Make'],
    model: p['Vehicle Model'],
    vin: p.VIN,
    trim: [p.Variant, p.Series].filter(Boolean).join(' ') || undefined,
    transmission: p.Transmission,
    odometer: p.kms,
    price: p.offer_price !== undefined ? { amount: p.offer_price, type: 'appraisal' } : undefined,
    comments:
      [
        interest === undefined ? `The customer’s own vehicle, for ${purpose}` : undefined,
        rego && `Rego ${rego}`,
        p.EvalID && `Valuation ${p.EvalID}`,
        p.service_history && `Service history: ${p.service_history}`,
        p.number_of_keys && `Keys: ${p.number_of_keys}`,
        p.car_condition && `Condition: ${p.car_condition}`,
        p.photo_count ? `${p.photo_count} photos (links in the e-mail)` : undefined,
        p.offer_accepted ? 'Offer accepted' : undefined,
      ]
        .filter(Boolean)
        .join('; ') || undefined,
  };
}

/** A vehicle the shopper typed (a test drive or finance of a make and model), not one in stock. */
function typedCar(p: Lead, interest: AdfInterest): AdfVehicle | undefined {
  if (!p['Vehicle Make'] && !p['Vehicle Model']) return undefined;
  return {
    interest,
    status: p.car_type === 'used' ? 'used' : 'new',
    year: p['Vehicle Year'],
    make: p['Vehicle Make'],
    model: p['Vehicle Model'],
  };
}

/** A finance lead's budget as ADF finance: at most that much (LEAD-20). */
function budgetFinance(p: Lead): AdfVehicle['finance'] {
  return p.kind === 'finance' && p.vehicle_price_budget !== undefined
    ? { method: 'finance', total: p.vehicle_price_budget, limit: 'maximum' }
    : undefined;
}

/**
 * What the lead asks for, first in the ADF comments: the test drive's time in the dealer's
 * zone, a service booking's details (ADF 1.0 has no service interest, so the shopper's car is
 * described here rather than sent as a vehicle to buy).
 */
function requestLines(lead: StoredLead, tenant: TenantData): string[] {
  const p = lead.payload;
  const zone = leadTimeZone(p, tenant);
  const held = reservationFields(lead);
  if (held)
    return [
      `Reservation ${held.reservation_id}: held until ${formatAppointment(held.hold_until, zone)}; ${held.deposit_status}`,
    ];
  if (lead.kind === 'payment') {
    const paid = madeFields(lead, ['payment_for', 'payment_status']);
    return [`Online payment for ${paid['payment_for']}: ${paid['payment_status']}`];
  }
  if (lead.kind === 'promotion') {
    const entry = madeFields(lead, ['promotion_title', 'promotion_prize']);
    return [`Promotion entry: ${entry['promotion_title']}; prize drawn: ${entry['promotion_prize']}`];
  }
  const deal = p.deal_summary?.summary;
  if (deal)
    return [
      `Online purchase: ${dealTotalLabel(deal).toLowerCase()} ${formatDollars(deal.total)}, balance ${formatDollars(deal.balance)}, ${
        deal.payment === 'cash' ? 'paying in full' : `finance of ${formatDollars(deal.financeAmount)}`
      }`,
    ];
  if (lead.kind === 'test_drive' && p.test_drive_at)
    return [`Test drive: ${formatAppointment(p.test_drive_at, zone)}`];
  if (lead.kind === 'service') {
    const car = [p['Vehicle Year'], p['Vehicle Make'], p['Vehicle Model']].filter(Boolean).join(' ');
    const rego = regoText(p);
    return [
      `Service booking${p['Preferred Service Date'] ? ` for ${formatCalendarDay(p['Preferred Service Date'])}` : ''}`,
      [car, rego && `rego ${rego}`, p.kms !== undefined && formatKm(p.kms)].filter(Boolean).join(', '),
      [p['Service Type'], p['Service Interval']].filter(Boolean).join(', '),
      p.additional_services?.length ? `Also: ${p.additional_services.join(', ')}` : '',
    ].filter(Boolean);
  }
  return [];
}

/** E-mail rows the ADF carries in its own elements or in the request lines above its comments. */
const IN_ADF_ELEMENTS = new Set([
  'Name',
  'E-mail',
  'Phone',
  'Postcode',
  'Message',
  'Test drive booking date',
]);
const IN_SERVICE_LINES = new Set([
  'Vehicle',
  'Preferred service date',
  'Service',
  'Kilometres',
  'Rego',
  'Additional services',
]);

/**
 * Everything else the shopper told us, as 'Label: value' lines at the end of the ADF comments, so
 * a CRM that reads only the ADF still gets every field the e-mail lists (LEAD-20).
 */
function adfDetails(lead: StoredLead, car: Car | undefined, tenant: TenantData): string | undefined {
  const { site } = tenant.tenant.settings;
  const lines = rows(lead, car, site.url.replace(/\/$/, ''), leadTimeZone(lead.payload, tenant), [])
    .filter(([key]) => !IN_ADF_ELEMENTS.has(key) && !(lead.kind === 'service' && IN_SERVICE_LINES.has(key)))
    .map(([key, value]) => `${key}: ${value}`);
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** The ADF 1.0 document of a lead (LEAD-20): the vehicle interest per kind, the dealership it is for (LEAD-21). */
export function leadAdf(lead: StoredLead, tenant: TenantData): string {
  const car = leadCar(lead.payload, tenant);
  const p = lead.payload;
  // The dealership the lead is for, and its own phone (LEAD-21).
  const route = routeOf(p, tenant);
  const dealership = route.dealership ?? tenant.tenant.dealerships[0];
  const selling = hasOwnCar(p);
  const deal = p.deal_summary?.summary;
  const interest: AdfInterest = lead.kind === 'test_drive' ? 'test-drive' : 'buy';
  const vehicles: AdfVehicle[] = [];
  if (car)
    vehicles.push({
      interest,
      year: car.year,
      make: car.make,
      model: car.model,
      vin: car.vin,
      stock: car.stocknum,
      odometer: car.km,
      status: car.car_type === 'used' ? 'used' : 'new',
      trim: [car.badge, car.series].filter(Boolean).join(' ') || undefined,
      price: car.price > 0 ? { amount: car.price, type: 'asking' } : undefined,
      finance:
        (deal && {
          method: deal.payment,
          downpayment: deal.payment === 'finance' ? deal.deposit : undefined,
          total: deal.payment === 'finance' ? deal.financeAmount : deal.balance,
        }) ||
        budgetFinance(p),
    });
  // The shopper's own car: traded in against the car above, sold to the dealer, or serviced.
  const own = selling
    ? shoppersCar(p, car ? 'trade-in' : 'sell')
    : lead.kind === 'service'
      ? shoppersCar(p, undefined)
      : lead.kind === 'parts'
        ? shoppersCar(p, undefined, 'the parts enquiry')
        : undefined;
  if (own) vehicles.push(own);
  if (!car && !own) {
    const typed = typedCar(p, interest);
    if (typed) vehicles.push({ ...typed, finance: budgetFinance(p) });
    else if (budgetFinance(p)) vehicles.push({ interest, status: 'new', finance: budgetFinance(p) });
  }
  return adfXml({
    id: lead.id,
    requestDate: new Date(lead.created_at),
    vehicles,
    customer: {
      firstName: p.name,
      lastName: p.last_name,
      email: p.email,
      phone: p.phone,
      postcode: p.postcode,
      comments:
        [
          lead.spam ? SPAM_WARNING : undefined,
          ...requestLines(lead, tenant),
          p.message ?? p.Comments,
          adfDetails(lead, car, tenant),
        ]
          .filter(Boolean)
          .join('\n\n') || undefined,
    },
    vendor: {
      name: dealership?.name ?? tenant.tenant.settings.site.name,
      phone: route.location?.contact_detail.phone ?? tenant.tenant.settings.branding.phones.sales,
      // The DTD's vendor contact needs an e-mail or a phone.
      email: route.location?.contact_detail.email ?? leadRecipients(p, tenant)[0],
    },
    provider: { name: 'Dealer Sites', url: tenant.tenant.settings.site.url },
  });
}
