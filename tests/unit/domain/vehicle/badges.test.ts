import { describe, expect, it } from 'vitest';
import { carPageBadges, modelCardBadge } from '../../../../src/domain/vehicle/badges.ts';

const NOW = new Date('2026-11-21T00:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
type BadgeCar = Parameters<typeof carPageBadges>[0];
const car = (fields: Partial<BadgeCar> = {}): BadgeCar => ({
  car_type: 'used',
  status: 'in_stock',
  sold_date_timestamp: undefined,
  created_at: daysAgo(30),
  ...fields,
});

describe('[CARD-06] badges', () => {
  it('[CARD-06] model cards: new model NEW, coming_soon COMING SOON', () => {
    expect(modelCardBadge({ status: 'new' })).toBe('NEW');
    expect(modelCardBadge({ status: 'coming_soon' })).toBe('COMING SOON');
    expect(modelCardBadge({ status: 'current' })).toBeUndefined();
    expect(modelCardBadge({})).toBeUndefined();
  });

  it('[CARD-06] car page: New for new cars', () => {
    expect(carPageBadges(car({ car_type: 'new' }), 3, NOW)).toEqual(['New']);
    expect(carPageBadges(car({ car_type: 'demo' }), 3, NOW)).toEqual([]);
  });

  it('[CARD-06] car page: JUST SOLD within the sold window only', () => {
    expect(carPageBadges(car({ status: 'sold', sold_date_timestamp: daysAgo(3) }), 3, NOW)).toEqual([
      'JUST SOLD',
    ]);
    expect(
      carPageBadges(
        car({ status: 'sold', sold_date_timestamp: new Date(NOW.getTime() - 3 * DAY - 1).toISOString() }),
        3,
        NOW,
      ),
    ).toEqual([]);
    expect(carPageBadges(car({ status: 'sold', sold_date_timestamp: undefined }), 3, NOW)).toEqual([]);
    expect(carPageBadges(car({ status: 'sold', sold_date_timestamp: daysAgo(5) }), 7, NOW)).toEqual([
      'JUST SOLD',
    ]);
  });

  it('[CARD-06] car page: New Arrival when listed within 8 days', () => {
    expect(carPageBadges(car({ created_at: daysAgo(8) }), 3, NOW)).toEqual(['New Arrival']);
    expect(
      carPageBadges(car({ created_at: new Date(NOW.getTime() - 8 * DAY - 1).toISOString() }), 3, NOW),
    ).toEqual([]);
    expect(carPageBadges(car({ created_at: undefined }), 3, NOW)).toEqual([]);
    expect(carPageBadges(car({ created_at: new Date(NOW.getTime() + DAY).toISOString() }), 3, NOW)).toEqual(
      [],
    );
  });

  it('badges combine in order; a sold car is no New Arrival', () => {
    expect(carPageBadges(car({ car_type: 'new', created_at: daysAgo(1) }), 3, NOW)).toEqual([
      'New',
      'New Arrival',
    ]);
    expect(
      carPageBadges(
        car({ car_type: 'new', status: 'sold', sold_date_timestamp: daysAgo(1), created_at: daysAgo(1) }),
        3,
        NOW,
      ),
    ).toEqual(['New', 'JUST SOLD']);
  });
});
