import { describe, expect, it } from 'vitest';
import { EMPTY_HERO_VALUES, updateHeroValues } from '../../../src/domain/directory.ts';

describe('hero search form changes', () => {
  it('choosing a model picks its make', () => {
    expect(updateHeroValues(EMPTY_HERO_VALUES, { model: 'Toyota:HiLux' })).toEqual({
      ...EMPTY_HERO_VALUES,
      make: 'Toyota',
      model: 'Toyota:HiLux',
    });
  });

  it('a new make drops a model of another make and keeps one of its own', () => {
    const chosen = { ...EMPTY_HERO_VALUES, make: 'Toyota', model: 'Toyota:HiLux' };
    expect(updateHeroValues(chosen, { make: 'Ford' })).toEqual({
      ...EMPTY_HERO_VALUES,
      make: 'Ford',
      model: '',
    });
    expect(updateHeroValues(chosen, { make: 'Toyota' })).toEqual(chosen);
    expect(updateHeroValues(chosen, { make: '' })).toEqual({ ...EMPTY_HERO_VALUES, make: '', model: '' });
  });

  it('other fields leave make and model alone', () => {
    const chosen = { ...EMPTY_HERO_VALUES, make: 'Toyota', model: 'Toyota:HiLux' };
    expect(updateHeroValues(chosen, { priceMin: 10000 })).toEqual({ ...chosen, priceMin: 10000 });
  });
});
