/**
 * Which feed cars a tenant publishes: the sold window (FEED-05), the tenant's stock
 * filter expression and include/exclude lists (CFG-06).
 */
import type { TenantSettings } from '../config/schema.ts';
import type { Car } from '../model/car.ts';

const DAY_MS = 86_400_000;

/**
 * A sold car is published only when it was sold within `windowDays` of `now`.
 * A sold car without a sold date cannot be shown to be recent, so it is not published.
 */
export function isWithinSoldWindow(
  car: Pick<Car, 'status' | 'sold_date_timestamp'>,
  windowDays: number,
  now: Date,
): boolean {
  if (car.status !== 'sold') return true;
  if (!car.sold_date_timestamp) return false;
  const soldAt = Date.parse(car.sold_date_timestamp);
  return now.getTime() - soldAt <= windowDays * DAY_MS;
}

export interface StockDecision {
  published: Car[];
  /** Cars left out and why, for the build report. */
  excluded: { slug: string; reason: string }[];
}

/**
 * Applies the tenant's stock rules. `matchesFilter` is the compiled stock filter
 * (Meilisearch syntax), evaluated against the car record.
 */
export function selectPublishedStock(
  cars: Car[],
  rules: TenantSettings['stock'],
  now: Date,
  matchesFilter: (car: Car) => boolean,
): StockDecision {
  const lower = (list: string[]) => new Set(list.map((item) => item.toLowerCase()));
  const includeSlugs = new Set(rules.includeSlugs);
  const excludeSlugs = new Set(rules.excludeSlugs);
  const includeMakes = lower(rules.includeMakes);
  const excludeMakes = lower(rules.excludeMakes);
  const excludeStock = lower(rules.excludeStockNumbers);

  const published: Car[] = [];
  const excluded: StockDecision['excluded'] = [];
  for (const car of cars) {
    const reason =
      (rules.onlyDealerWebsiteCars && !car.show_on_dealer_website && 'not for the dealer website') ||
      (!isWithinSoldWindow(car, rules.soldWindowDays, now) &&
        `sold more than ${rules.soldWindowDays} days ago`) ||
      (includeSlugs.size > 0 && !includeSlugs.has(car.slug) && 'not in stock.includeSlugs') ||
      (excludeSlugs.has(car.slug) && 'in stock.excludeSlugs') ||
      (includeMakes.size > 0 &&
        !includeMakes.has(car.make.toLowerCase()) &&
        'make not in stock.includeMakes') ||
      (excludeMakes.has(car.make.toLowerCase()) && 'make in stock.excludeMakes') ||
      (car.stocknum !== undefined &&
        excludeStock.has(car.stocknum.toLowerCase()) &&
        'in stock.excludeStockNumbers') ||
      (!matchesFilter(car) && 'does not match stock.filter');
    if (reason) excluded.push({ slug: car.slug, reason });
    else published.push(car);
  }
  return { published, excluded };
}
