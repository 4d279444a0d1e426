/**
 * A deal lead from the online purchase journey (DEAL-03): the API prices it itself before the
 * dealer sees it. The car's price comes from the published stock, the trade-in offer from the
 * stored valuation (withValuation), the delivery estimate from the tenant's delivery pricing
 * and the site's postcode data, the government charges from the state's tables for a price that
 * excludes them (COMP-06, as the journey showed them), the repayment from the finance calculator
 * at the tenant's rate.
 * Whatever money figures a browser sends are never used.
 */
import { estimateDelivery, deliveryOrigins } from '../../domain/calculators/delivery.ts';
import {
  createPostcodeLookup,
  type PostcodeLookup,
  parseCompactPostcodes,
} from '../../domain/calculators/postcode-lookup.ts';
import {
  type DealChoices,
  DEAL_TERM_YEARS,
  dealChoiceErrors,
  dealDelivery,
  dealSummary,
} from '../../domain/deals/deal.ts';
import { dealCharges, isDealDriveAway } from '../../domain/deals/deal-charges.ts';
import type { Lead, LeadPayload } from '../../domain/leads/lead-schema.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { offersOnlinePurchase } from '../../domain/vehicle/actions.ts';
import { postcodeFile } from '../../build/postcode-file.ts';
import type { Car } from '../../model/car.ts';
import { HttpError } from '../errors.ts';
import type { TenantData } from '../tenant-data.ts';

export const NOT_BUYABLE_ONLINE =
  'This car cannot be bought online. It may have been sold or reserved; please call us or send an enquiry.';

let lookup: PostcodeLookup | undefined;
/** The same postcode data the site's delivery calculator loads, read once. */
function postcodes(): PostcodeLookup {
  lookup ??= createPostcodeLookup(parseCompactPostcodes(JSON.parse(postcodeFile(process.cwd()).contents)));
  return lookup;
}

const fieldError = (field: string, message: string) =>
  new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, { errors: [{ field, message }] });

/** Whether the tenant sells this car online: the journey is on and the car qualifies (CARD-07). */
export function buyableOnline(car: Car, tenant: TenantData): boolean {
  const { settings } = tenant.tenant;
  return offersOnlinePurchase(car, {
    onlinePurchase: settings.features.checkoutJourney,
    onlinePurchaseMakes: settings.vehicle.onlinePurchaseMakes,
  });
}

/**
 * Prices a deal lead (kind 'deal'); any other lead only loses a browser's deal_summary. The lead
 * must name an online-purchasable car; a trade-in must already be on the lead from its valuation.
 */
export function withDeal(lead: Lead, tenant: TenantData): LeadPayload {
  const { deal_summary: _fromBrowser, ...rest } = lead as LeadPayload;
  if (lead.kind !== 'deal') return rest;
  const car = lead.car_id === undefined ? undefined : tenant.carsById.get(lead.car_id);
  if (!car) throw fieldError('car_id', 'Choose the car you are buying.');
  if (!buyableOnline(car, tenant)) throw new HttpError(409, NOT_BUYABLE_ONLINE);
  const { settings } = tenant.tenant;
  const choices: DealChoices = {
    payment: lead.deal_payment ?? 'cash',
    deposit: lead.deal_deposit ?? 0,
    termYears: lead.deal_term_years ?? DEAL_TERM_YEARS.default,
    delivery: lead.delivery_method ?? 'pickup',
  };
  let deliveryFee: number | null | undefined;
  let place: string | undefined;
  if (choices.delivery === 'delivery') {
    if (!lead.delivery_postcode) throw fieldError('delivery_postcode', LEAD_MESSAGES.required);
    const estimate = estimateDelivery(lead.delivery_postcode, {
      lookup: postcodes(),
      origins: deliveryOrigins(tenant.tenant.locations),
      pricing: settings.vehicle.deliveryPricing,
    });
    const delivery = dealDelivery(estimate);
    if (!delivery.ok) throw fieldError('delivery_postcode', delivery.message);
    deliveryFee = delivery.fee;
    place = delivery.place;
  }
  const facts = {
    price: car.price,
    driveAway: isDealDriveAway(car, settings.vehicle.driveAway),
    charges: dealCharges(car, settings.vehicle.driveAway),
    // Only ever the stored valuation's offer: withValuation drops a browser's own.
    tradeInOffer: lead.offer_price,
    deliveryFee,
    interestRate: settings.finance.defaultInterestRate,
    establishmentFee: settings.finance.establishmentFee,
  };
  const summary = dealSummary(facts, choices);
  const errors = dealChoiceErrors(choices, summary.balance);
  if (errors.length > 0) throw new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, { errors });
  return {
    ...rest,
    deal_summary: {
      summary,
      place,
      pickupFrom: choices.delivery === 'pickup' ? car.location?.name : undefined,
    },
  };
}
