import { describe, expect, it } from 'vitest';
import { settingsWith } from '../../../fixtures/helpers.ts';
import { carLocationId, showNearbyLocations } from '../../../../src/domain/vehicle/nearby-locations.ts';

const defaults = settingsWith();
const rules = {
  hiddenLocationIds: defaults.locations.hiddenNearbyLocationIds,
  hideNearbyLocations: defaults.vehicle.hideNearbyLocations,
};

describe('[VDP-13] nearby-location block', () => {
  it('[VDP-13] hidden for location 793 (the default list), shown elsewhere', () => {
    expect(rules.hiddenLocationIds).toEqual(['793']);
    expect(showNearbyLocations({ location_id: '793' }, rules)).toBe(false);
    expect(showNearbyLocations({ location_id: undefined, location: { id: ' 793 ' } }, rules)).toBe(false);
    expect(showNearbyLocations({ location_id: '794' }, rules)).toBe(true);
    expect(showNearbyLocations({ location_id: undefined }, rules)).toBe(true);
  });

  it('[VDP-13] hidden everywhere on tenants with the switch', () => {
    expect(showNearbyLocations({ location_id: '1' }, { ...rules, hideNearbyLocations: true })).toBe(false);
  });

  it('the tenant list replaces the default', () => {
    expect(
      showNearbyLocations({ location_id: '793' }, { hiddenLocationIds: ['12'], hideNearbyLocations: false }),
    ).toBe(true);
    expect(
      showNearbyLocations({ location_id: '12' }, { hiddenLocationIds: ['12'], hideNearbyLocations: false }),
    ).toBe(false);
  });

  it('the embedded location wins over location_id', () => {
    expect(carLocationId({ location_id: '1', location: { id: '2' } })).toBe('2');
    expect(carLocationId({ location_id: ' ' })).toBeUndefined();
  });
});
