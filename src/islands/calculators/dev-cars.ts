/**
 * The few cars the throwaway demo page /dev/calculators/{slug} renders the calculator islands
 * for (src/pages/dev/calculators/[slug].astro; delete both before release). The e2e suite
 * tests/e2e/calculators.e2e.ts uses the same choice.
 */
import { isElectric } from '../../domain/calculators/fuel.ts';
import type { Car } from '../../feed/schemas/car.ts';

export type DevCarRole = 'quote-request' | 'quoted' | 'electric' | 'fuel';

export interface DevCar {
  role: DevCarRole;
  car: Car;
}

/**
 * One car per role, when the stock has one: 'quote-request' a priced car without a lender
 * quote, at most 9 years old (with the provider's lender data when the tenant has a provider), 'quoted' a car
 * with a lender quote, 'electric' an electric car, 'fuel' a car with a combined consumption
 * figure. A car fills only its first role.
 */
export function devCalculatorCars(cars: readonly Car[], provider: string | undefined, now: Date): DevCar[] {
  // The lender quotes on cars up to 12 years old (src/api/adapters/lender.ts).
  const recent = (car: Car) => car.year > now.getUTCFullYear() - 10;
  const rules: [DevCarRole, (car: Car) => boolean][] = [
    ['quote-request', (car) => car.price > 0 && recent(car) && !car.youxQuote && !isElectric(car) && (!provider || Object.hasOwn(car.finance_lenders, provider))],
    ['quoted', (car) => car.youxQuote !== undefined],
    ['electric', (car) => isElectric(car)],
    ['fuel', (car) => !isElectric(car) && (car.variant?.fuelconsumptioncombined ?? 0) > 0],
  ];
  const chosen: DevCar[] = [];
  const taken = new Set<string>();
  for (const [role, rule] of rules) {
    const car = cars.find((candidate) => !taken.has(candidate.slug) && rule(candidate));
    if (!car) continue;
    taken.add(car.slug);
    chosen.push({ role, car });
  }
  return chosen;
}
