/**
 * Which built cars the browser tests open on the vehicle page /cars/{slug}/, chosen from the
 * data the tenant was built from (builtData). The conditions mirror when the page renders an
 * island (src/pages/cars/[slug].astro, src/components/vehicle/page-model.ts): the finance
 * calculator only when the finance section shows (financeSection: for sale, not a subscription
 * site, the provider's FIN-07 rules), the fuel calculator for available cars that are not electric (nor caravans), the
 * delivery calculator for available cars, the market gauge for gauge-eligible available cars
 * without a subscription price.
 */
import { isGaugeEligible } from '../../src/domain/autogauge.ts';
import { isAvailable } from '../../src/domain/availability.ts';
import { isElectric } from '../../src/domain/calculators/fuel.ts';
import { financeSection } from '../../src/domain/finance/section.ts';
import { carDriveAway } from '../../src/domain/government-charges/car-drive-away.ts';
import { financeAmountBasis } from '../../src/domain/government-charges/display.ts';
import { priceDisplay, priceDisplayOptions } from '../../src/domain/price-display.ts';
import { isTestDriveOnly } from '../../src/domain/vehicle/actions.ts';
import type { Car } from '../../src/model/car.ts';
import { builtData } from './sites.ts';

/** The vehicle page of a car, as the site links it (trailing slash). */
export const carPage = (car: Pick<Car, 'path'>): string => `${car.path.replace(/\/$/, '')}/`;

export type CalculatorRole = 'quote-request' | 'quoted' | 'electric' | 'fuel' | 'gauge';

/** page-model.ts: finance.shown, the finance section's rule on the built tenant. */
export function financeShown(slug: string, car: Car): boolean {
  const { tenant, builtAt } = builtData(slug);
  const { settings } = tenant;
  const siteDealershipSlug = tenant.dealerships.length === 1 ? tenant.dealerships[0]?.slug : undefined;
  return financeSection(
    car,
    { ...settings.finance, subscriptionSite: settings.features.subscriptionSite },
    { now: new Date(builtAt), timeZone: settings.site.timezone, siteDealershipSlug },
  ).shown;
}

/**
 * The first car of the tenant for a role:
 * - 'quote-request': the finance section shows, no lender quote on the car, not electric, at
 *   most 9 years old (the lender quotes on cars up to 12, src/api/adapters/lender.ts);
 * - 'quoted': the finance section shows and the car has a lender quote;
 * - 'electric': an available electric car (no fuel calculator);
 * - 'fuel': an available car (not a caravan) with a combined consumption figure;
 * - 'gauge': a 'fuel' car that is gauge-eligible, on a site without subscription prices.
 */
export function calculatorCar(slug: string, role: CalculatorRole): Car {
  const { cars, tenant, builtAt } = builtData(slug);
  const subscriptionSite = tenant.settings.features.subscriptionSite;
  const recent = (car: Car) => car.year > new Date(builtAt).getUTCFullYear() - 10;
  const fuel = (car: Car) =>
    isAvailable(car) &&
    car.item_type !== 'caravan' &&
    !isElectric(car) &&
    (car.variant?.fuelconsumptioncombined ?? 0) > 0;
  const rules: Record<CalculatorRole, (car: Car) => boolean> = {
    'quote-request': (car) => financeShown(slug, car) && recent(car) && !car.youxQuote && !isElectric(car),
    quoted: (car) => financeShown(slug, car) && car.youxQuote !== undefined,
    electric: (car) => isAvailable(car) && isElectric(car),
    fuel,
    gauge: (car) => fuel(car) && !subscriptionSite && isGaugeEligible(car),
  };
  const car = cars.find(rules[role]);
  if (!car) throw new Error(`${slug} has no ${role} car in its built stock`);
  return car;
}

/** Cars for the lead and action tests: a new (or demo) and a used car, a sold one and a Test Drive Only one (when the stock has them). */
export function leadCars(slug: string) {
  const { cars } = builtData(slug);
  const used = cars.find((c) => isAvailable(c) && c.car_type === 'used' && !isTestDriveOnly(c));
  const sold = cars.find((c) => !isAvailable(c));
  if (!used || !sold) throw new Error(`${slug} has no available used car or no sold car in its built stock`);
  return {
    newCar: cars.find((c) => isAvailable(c) && c.car_type !== 'used' && !isTestDriveOnly(c)),
    used,
    sold,
    testDriveOnly: cars.find((c) => isAvailable(c) && isTestDriveOnly(c)),
  };
}

/**
 * Where the vehicle page's finance calculator starts (FIN-02 with COMP-06): the drive-away
 * figure of the price shown (the dealer's, or the estimate), else that price.
 */
export function financeStartPrice(slug: string, car: Car): number {
  const { settings } = builtData(slug).tenant;
  const display = priceDisplay(car, priceDisplayOptions(settings));
  if (display.kind !== 'price') return car.price;
  return financeAmountBasis(carDriveAway(car, display.amount, settings.vehicle.driveAway), display.amount)
    .amount;
}
