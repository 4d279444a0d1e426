import { describe, expect, it } from 'vitest';
import {
  CAR_TYPE_LABELS,
  CAR_TYPE_ORDER,
  carTypeLabel,
  NEW_AND_DEMO_LABEL,
  vehicleNoun,
} from '../../../src/domain/vocabulary.ts';
import { settingsWith } from '../../fixtures/helpers.ts';

describe('vocabulary', () => {
  it('[FEED-04] car types read new, demo, used', () => {
    expect(CAR_TYPE_ORDER).toEqual(['new', 'demo', 'used']);
    expect(CAR_TYPE_LABELS).toEqual({ new: 'New', demo: 'Demo', used: 'Used' });
    expect(NEW_AND_DEMO_LABEL).toBe('New & Demo');
  });

  it('[SRCH-18] a car type value reads as its label in any case; anything else as written', () => {
    expect(carTypeLabel('used')).toBe('Used');
    expect(carTypeLabel(' DEMO ')).toBe('Demo');
    expect(carTypeLabel('New')).toBe('New');
    expect(carTypeLabel('ex-lease')).toBe('ex-lease');
  });

  it('the vehicle noun is a setting; the caravan-motorcycle template turns on "Vehicles"', () => {
    expect(vehicleNoun(settingsWith())).toEqual({ one: 'Car', other: 'Cars' });
    expect(vehicleNoun(settingsWith({ wording: { vehicleNoun: 'vehicles' } }))).toEqual({
      one: 'Vehicle',
      other: 'Vehicles',
    });
    expect(vehicleNoun(settingsWith({ site: { template: 'caravan-motorcycle' } })).other).toBe('Vehicles');
    // The tenant's own setting wins over the template's.
    expect(
      vehicleNoun(
        settingsWith({ site: { template: 'caravan-motorcycle' }, wording: { vehicleNoun: 'cars' } }),
      ),
    ).toEqual({ one: 'Car', other: 'Cars' });
  });
});
