import { describe, expect, it } from 'vitest';
import { showWeWantYourCar, WE_WANT_YOUR_CAR_CARD } from '../../../../src/domain/search/we-want-your-car.ts';
import { CAR_TYPE_PATHS } from '../../../../src/domain/search-url.ts';

describe('We Want Your Car card', () => {
  it('[SRCH-10] reads We Want Your Car! We buy all types of cars', () => {
    expect(`${WE_WANT_YOUR_CAR_CARD.title} ${WE_WANT_YOUR_CAR_CARD.body}`).toBe(
      'We Want Your Car! We buy all types of cars',
    );
    expect(WE_WANT_YOUR_CAR_CARD.href).toBe('/trade-in');
  });

  it('[SRCH-10] shows when only used cars are filtered', () => {
    expect(showWeWantYourCar(['used'])).toBe(true);
    expect(showWeWantYourCar(['Used'])).toBe(true);
    expect(showWeWantYourCar(['used', 'USED'])).toBe(true);
  });

  it('[SRCH-10] shows on the used-cars landing, which starts with that refinement', () => {
    expect(showWeWantYourCar(CAR_TYPE_PATHS['used-cars']!)).toBe(true);
    expect(showWeWantYourCar(CAR_TYPE_PATHS['new-and-demo-cars']!)).toBe(false);
  });

  it('[SRCH-10] does not show without a car type filter or with other types beside used', () => {
    expect(showWeWantYourCar([])).toBe(false);
    expect(showWeWantYourCar(['used', 'demo'])).toBe(false);
    expect(showWeWantYourCar(['new'])).toBe(false);
    expect(showWeWantYourCar(['new', 'demo', 'used'])).toBe(false);
    expect(showWeWantYourCar(['used', 'caravan'])).toBe(false);
  });
});
