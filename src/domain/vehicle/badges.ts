/**
 * Badges (CARD-06).
 * - Model cards (manufacturer models): status 'new' → NEW, 'coming_soon' → COMING SOON.
 * - Car page badges, in this order, all that apply:
 *   'New' for car_type new; 'JUST SOLD' for a sold car sold within the tenant's sold window
 *   (stock.soldWindowDays, default 3); 'New Arrival' for an available car listed within the
 *   last 8 days (the card 'new' tag window, NEW_TAG_DAYS).
 */
import type { Car } from '../../model/car.ts';
import { isAvailable } from '../availability.ts';
import { NEW_ARRIVAL, NEW_TAG_DAYS } from '../card-tag.ts';

const DAY_MS = 86_400_000;

export type ModelBadge = 'NEW' | 'COMING SOON';
export type CarPageBadge = 'New' | 'JUST SOLD' | typeof NEW_ARRIVAL;

export function modelCardBadge(model: { status?: string | undefined }): ModelBadge | undefined {
  if (model.status === 'new') return 'NEW';
  if (model.status === 'coming_soon') return 'COMING SOON';
  return undefined;
}

/** Whether `iso` lies within `days` days before `now` (inclusive; future dates do not count). */
function within(iso: string | undefined, days: number, now: Date): boolean {
  if (!iso) return false;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return false;
  const age = now.getTime() - at;
  return age >= 0 && age <= days * DAY_MS;
}

type BadgeCar = Pick<Car, 'car_type' | 'status' | 'sold_date_timestamp' | 'created_at'>;

export function carPageBadges(car: BadgeCar, soldWindowDays: number, now: Date): CarPageBadge[] {
  const badges: CarPageBadge[] = [];
  if (car.car_type === 'new') badges.push('New');
  if (car.status === 'sold' && within(car.sold_date_timestamp, soldWindowDays, now)) badges.push('JUST SOLD');
  if (isAvailable(car) && within(car.created_at, NEW_TAG_DAYS, now)) badges.push(NEW_ARRIVAL);
  return badges;
}

/**
 * The SOLD tag of the vehicle page (CARD-03) and the badges shown beside it: a car that is not
 * available carries 'JUST SOLD' when that badge applies, else 'SOLD'; 'JUST SOLD' is then the
 * tag and not also a badge.
 */
export function carPageTags(
  badges: readonly CarPageBadge[],
  available: boolean,
): { soldTag: 'SOLD' | 'JUST SOLD' | undefined; badges: CarPageBadge[] } {
  const soldTag = available ? undefined : badges.includes('JUST SOLD') ? 'JUST SOLD' : 'SOLD';
  return { soldTag, badges: badges.filter((badge) => badge !== 'JUST SOLD') };
}
