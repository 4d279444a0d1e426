/**
 * Whether a car shows the finance estimate (FIN-07; spec-1 §5 "Finance display eligibility",
 * §9 "Finance display"). Pure; `now` is passed in so the 12-year age limit is testable.
 *
 * Checked in this order, the first failure is the reason:
 * 1. hiddenForManufacturerSite is on (this make's manufacturer site) → 'hidden-manufacturer-site'.
 * 2. The dealership is in hiddenOnDealerships (matched case-insensitively against the site's
 *    dealership slug when given, and the car's dealership_slug) → 'hidden-dealership'.
 * 3. No provider configured → 'no-provider'; no finance_lenders entry for it → 'no-lender-data'.
 * 4. The lender's interestRate or comparisonRate is missing → 'missing-rates'.
 * 5. Per provider:
 *    A        year newer than the current year − 12 ('too-old'), price above 500 ('price'),
 *             available ('not-available'), comparison rate present (already required by 4).
 *    B, C     available.
 *    D, E, F  price above 500, available, weekly payment present ('no-weekly-payment').
 *    G        price above 500, available, monthly payment present ('no-monthly-payment').
 * "Available" is in_stock or coming_soon (availability.ts); "price" is the car's price field;
 * "present" is a number in the feed (the feed turns null and "unknown" spellings into absent).
 * The current year is the calendar year in the tenant's time zone (default Australia/Sydney), so
 * a car does not age on New Year's Eve UTC while it is already New Year's Day in Australia.
 */
import type { TenantSettings } from '../../config/schema.ts';
import type { Car, FinanceLender } from '../../model/car.ts';
import { currentYear } from '../../model/time-zone.ts';
import { isAvailable } from '../availability.ts';

export type FinanceProvider = NonNullable<TenantSettings['finance']['provider']>;
export type FinanceDisplaySettings = Pick<
  TenantSettings['finance'],
  'provider' | 'hiddenOnDealerships' | 'hiddenForManufacturerSite'
>;
export type FinanceCar = Pick<Car, 'year' | 'price' | 'status' | 'finance_lenders' | 'dealership_slug'>;

/** spec-1 §9: "Minimum price for finance is 500" (the price must be above it). */
export const FINANCE_MIN_PRICE = 500;
/** spec-1 §9: "Age limit is 12 years for one provider" (provider A). */
export const FINANCE_MAX_AGE_YEARS = 12;

export type IneligibleReason =
  | 'hidden-manufacturer-site'
  | 'hidden-dealership'
  | 'no-provider'
  | 'no-lender-data'
  | 'missing-rates'
  | 'too-old'
  | 'price'
  | 'not-available'
  | 'no-weekly-payment'
  | 'no-monthly-payment';

export type FinanceEligibility =
  | { eligible: true; provider: FinanceProvider; lender: FinanceLender }
  | { eligible: false; reason: IneligibleReason };

export interface EligibilityContext {
  now: Date;
  /** IANA time zone for the current year; default Australia/Sydney. */
  timeZone?: string | undefined;
  /** Slug of the dealership whose site this is, when the site belongs to one dealership. */
  siteDealershipSlug?: string | undefined;
}

const present = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

type Rule = (car: FinanceCar, lender: FinanceLender, year: number) => IneligibleReason | undefined;

const available: Rule = (car) => (isAvailable(car) ? undefined : 'not-available');
const priceAbove500: Rule = (car) => (car.price > FINANCE_MIN_PRICE ? undefined : 'price');
const weeklyPayment: Rule = (_, lender) => (present(lender.paymentWeek) ? undefined : 'no-weekly-payment');
const monthlyPayment: Rule = (_, lender) => (present(lender.paymentMonth) ? undefined : 'no-monthly-payment');
const newerThanAgeLimit: Rule = (car, _, year) =>
  car.year > year - FINANCE_MAX_AGE_YEARS ? undefined : 'too-old';
const comparisonRate: Rule = (_, lender) => (present(lender.comparisonRate) ? undefined : 'missing-rates');

/** FIN-07 provider rules, each list checked in order. */
export const PROVIDER_RULES: Readonly<Record<FinanceProvider, readonly Rule[]>> = {
  A: [newerThanAgeLimit, priceAbove500, available, comparisonRate],
  B: [available],
  C: [available],
  D: [priceAbove500, available, weeklyPayment],
  E: [priceAbove500, available, weeklyPayment],
  F: [priceAbove500, available, weeklyPayment],
  G: [priceAbove500, available, monthlyPayment],
};

/** Whether and why (not) the car shows finance (module comment). */
export function financeEligibility(
  car: FinanceCar,
  settings: FinanceDisplaySettings,
  context: EligibilityContext,
): FinanceEligibility {
  if (settings.hiddenForManufacturerSite) return { eligible: false, reason: 'hidden-manufacturer-site' };
  const hidden = new Set(settings.hiddenOnDealerships.map((slug) => slug.trim().toLowerCase()));
  const slugs = [context.siteDealershipSlug, car.dealership_slug].filter(
    (slug): slug is string => !!slug?.trim(),
  );
  if (slugs.some((slug) => hidden.has(slug.trim().toLowerCase())))
    return { eligible: false, reason: 'hidden-dealership' };
  const provider = settings.provider;
  if (!provider) return { eligible: false, reason: 'no-provider' };
  const lender = Object.hasOwn(car.finance_lenders, provider) ? car.finance_lenders[provider] : undefined;
  if (!lender) return { eligible: false, reason: 'no-lender-data' };
  if (!present(lender.interestRate) || !present(lender.comparisonRate))
    return { eligible: false, reason: 'missing-rates' };
  const year = currentYear(context.now, context.timeZone);
  for (const rule of PROVIDER_RULES[provider]) {
    const reason = rule(car, lender, year);
    if (reason) return { eligible: false, reason };
  }
  return { eligible: true, provider, lender };
}
