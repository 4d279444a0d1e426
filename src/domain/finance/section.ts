/**
 * Whether a vehicle page has a finance section at all, and with which lender (FIN-07): the
 * sidebar's lender offer, the finance card, the calculator with its defaults and the disclaimer
 * come together or not at all. Pure.
 *
 * Shown only for a car for sale (available, with a price above 0), never on a subscription site
 * (the weekly subscription is the price), and only when the tenant's provider rules pass
 * (eligibility.ts: both "hide finance" settings, the provider's data with both rates, and the
 * provider's age, price, availability and payment rules). A tenant without a finance provider
 * has no finance data to show, so it shows no finance section.
 */
import type { Car, FinanceLender } from '../../model/car.ts';
import { isAvailable } from '../availability.ts';
import {
  type EligibilityContext,
  type FinanceCar,
  type FinanceDisplaySettings,
  type FinanceProvider,
  financeEligibility,
  type IneligibleReason,
} from './eligibility.ts';

export type FinanceSection =
  | { shown: true; provider: FinanceProvider; lender: FinanceLender }
  | { shown: false; reason: 'subscription-site' | 'not-for-sale' | IneligibleReason };

export function financeSection(
  car: FinanceCar & Pick<Car, 'status' | 'price'>,
  settings: FinanceDisplaySettings & { subscriptionSite: boolean },
  context: EligibilityContext,
): FinanceSection {
  if (settings.subscriptionSite) return { shown: false, reason: 'subscription-site' };
  if (!isAvailable(car) || !(car.price > 0)) return { shown: false, reason: 'not-for-sale' };
  const eligibility = financeEligibility(car, settings, context);
  if (!eligibility.eligible) return { shown: false, reason: eligibility.reason };
  return { shown: true, provider: eligibility.provider, lender: eligibility.lender };
}
