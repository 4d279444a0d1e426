import { describe, expect, it } from 'vitest';
import { AU_STATES, defaultStateFor } from '../../../../src/domain/locations/states.ts';

describe('states', () => {
  it('[LOC-08] offers QLD, NSW, VIC, SA, WA, TAS, ACT, NT in that order and starts at QLD without a dealer state', () => {
    expect(AU_STATES).toEqual(['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT']);
    expect(defaultStateFor(undefined)).toBe('QLD');
    expect(defaultStateFor('')).toBe('QLD');
    expect(defaultStateFor('Queensland')).toBe('QLD');
  });

  it('starts at the dealer’s own state where it has one (a Sydney dealer’s shoppers mostly have NSW regos)', () => {
    expect(defaultStateFor('nsw')).toBe('NSW');
    expect(defaultStateFor(' WA ')).toBe('WA');
  });
});
