import { describe, expect, it } from 'vitest';
import { settingsWith } from '../../../fixtures/helpers.ts';
import {
  canToggleSaved,
  saveControls,
  saveControlsEligible,
} from '../../../../src/domain/vehicle/save-controls.ts';

const all = { favourite: true, save: true, compare: true };
const none = { favourite: false, save: false, compare: false };
const car = (fields: Partial<{ car_type: string; price: number; photos_count: number }> = {}) => ({
  car_type: 'new',
  price: 30_000,
  photos_count: 5,
  ...fields,
});

describe('[CARD-04] favourite, save and compare controls', () => {
  it('[CARD-04] each shows when config shows it', () => {
    expect(saveControls(car(), settingsWith())).toEqual(all);
    const hidden = settingsWith({ features: { watchlist: false, compare: false } });
    expect(saveControls(car(), hidden)).toEqual({ favourite: true, save: false, compare: false });
  });

  it('[CARD-04] without the variant, price and photos do not matter', () => {
    expect(saveControls(car({ price: 0, photos_count: 0 }), settingsWith())).toEqual(all);
  });

  it('[CARD-04] the variant hides them for price ≤ 0 or no images', () => {
    const variant = settingsWith({ vehicle: { saveControlsOnlyForEligible: true } });
    expect(saveControls(car(), variant)).toEqual(all);
    expect(saveControls(car({ price: 0 }), variant)).toEqual(none);
    expect(saveControls(car({ price: 1 }), variant)).toEqual(all);
    expect(saveControls(car({ photos_count: 0 }), variant)).toEqual(none);
  });

  it('[CARD-04] the variant with the used-only switch hides them on cars that are not used', () => {
    const usedOnly = settingsWith({
      vehicle: { saveControlsOnlyForEligible: true, saveControlsUsedOnly: true },
    });
    expect(saveControls(car({ car_type: 'new' }), usedOnly)).toEqual(none);
    expect(saveControls(car({ car_type: 'demo' }), usedOnly)).toEqual(none);
    expect(saveControls(car({ car_type: 'used' }), usedOnly)).toEqual(all);
    // The used-only switch alone does nothing: it refines the variant.
    expect(
      saveControlsEligible(car({ car_type: 'new' }), {
        saveControlsOnlyForEligible: false,
        saveControlsUsedOnly: true,
      }),
    ).toBe(true);
  });
});

describe('[WL-02] saving a sold car', () => {
  it('[WL-02] a sold car cannot be saved unless already saved', () => {
    expect(canToggleSaved({ status: 'sold' }, false)).toBe(false);
    expect(canToggleSaved({ status: 'sold' }, true)).toBe(true);
    expect(canToggleSaved({ status: 'in_stock' }, false)).toBe(true);
    expect(canToggleSaved({ status: 'coming_soon' }, false)).toBe(true);
  });
});
