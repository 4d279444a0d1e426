/**
 * The finance page (FIN-08, spec-2 §2 "/finance", "/apply-for-finance"): where it lives (the
 * tenant's finance.defaultLink when that is one of the platform's finance routes), its title in
 * the tenant's vehicle word, and what the vehicle page's Get Pre-Approved link tells it in the
 * query (preferredDealership, vehiclePriceBudget, car_id, car_type, vin). Pure.
 */
import type { TenantSettings } from '../../config/schema.ts';
import { vehicleNoun } from '../vocabulary.ts';

/** The finance routes a tenant may choose with finance.defaultLink. */
export const FINANCE_PAGE_PATHS = [
  '/finance',
  '/finance-enquiry',
  '/apply-for-finance',
  '/personalised/finance',
] as const;

/** The tenant's finance page, or none: a subscription site, or finance links that go elsewhere. */
export function financePagePath(
  settings: Pick<TenantSettings, 'finance' | 'features'>,
): (typeof FINANCE_PAGE_PATHS)[number] | undefined {
  if (settings.features.subscriptionSite) return undefined;
  const path = settings.finance.defaultLink.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return (FINANCE_PAGE_PATHS as readonly string[]).includes(path)
    ? (path as (typeof FINANCE_PAGE_PATHS)[number])
    : undefined;
}

/** "Car Finance", or "Vehicle Finance" on sites whose word is vehicles (caravans, motorcycles). */
export function financePageTitle(settings: Pick<TenantSettings, 'wording'>): string {
  return `${vehicleNoun(settings).one} Finance`;
}

export interface FinanceQuery {
  preferredDealership: string | undefined;
  budget: number | undefined;
  carId: string | undefined;
  carType: 'new' | 'demo' | 'used' | undefined;
  vin: string | undefined;
}

const CAR_TYPES = ['new', 'demo', 'used'] as const;

/** The pre-approval link's query, each value checked (anything odd is left out). */
export function readFinanceQuery(search: string): FinanceQuery {
  const query = new URLSearchParams(search);
  const value = (name: string, pattern: RegExp, max: number) => {
    const text = query.get(name)?.trim() ?? '';
    return text.length > 0 && text.length <= max && pattern.test(text) ? text : undefined;
  };
  const budget = value('vehiclePriceBudget', /^\d+$/, 9);
  const carType = query.get('car_type') ?? '';
  return {
    preferredDealership: value('preferredDealership', /^[\p{L}\p{N} &'().,-]+$/u, 120),
    budget: budget === undefined ? undefined : Number(budget),
    carId: value('car_id', /^[A-Za-z0-9_.:-]+$/, 60),
    carType: (CAR_TYPES as readonly string[]).includes(carType)
      ? (carType as FinanceQuery['carType'])
      : undefined,
    vin: value('vin', /^[A-HJ-NPR-Z0-9]{11,17}$/i, 17),
  };
}

/**
 * The dealership the query names, by slug or name (the vehicle page sends the name), among the
 * tenant's dealerships.
 */
export function preferredDealershipSlug(
  preferred: string | undefined,
  dealerships: readonly { slug: string; name: string }[],
): string | undefined {
  if (!preferred) return undefined;
  const wanted = preferred.toLowerCase();
  return dealerships.find((d) => d.slug.toLowerCase() === wanted || d.name.toLowerCase() === wanted)?.slug;
}
