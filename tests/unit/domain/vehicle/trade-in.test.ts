import { describe, expect, it } from 'vitest';
import { settingsWith } from '../../../fixtures/helpers.ts';
import { tradeInAllowed, tradeInButton, tradeInHref } from '../../../../src/domain/vehicle/trade-in.ts';

type TradeCar = Parameters<typeof tradeInAllowed>[0];
const car = (fields: Partial<TradeCar> = {}): TradeCar => ({
  id: 'c1',
  status: 'in_stock',
  car_type: 'used',
  trade_in_allowed: undefined,
  ...fields,
});

describe('[VDP-15] trade-in buttons', () => {
  it('[VDP-15] link to /cars/trade-in?car_id={id}', () => {
    expect(tradeInButton(car(), 'used')).toEqual({
      label: 'Value My Trade-In',
      href: '/cars/trade-in?car_id=c1',
    });
    expect(tradeInHref({ id: 'a b&c' })).toBe('/cars/trade-in?car_id=a%20b%26c');
  });

  it('[VDP-15] the tenant rule applies when the car sets none: never, used only, all', () => {
    expect(settingsWith().vehicle.tradeInButton).toBe('used');
    expect(tradeInAllowed(car(), 'never')).toBe(false);
    expect(tradeInAllowed(car(), 'used')).toBe(true);
    expect(tradeInAllowed(car({ car_type: 'new' }), 'used')).toBe(false);
    expect(tradeInAllowed(car({ car_type: 'demo' }), 'all')).toBe(true);
  });

  it('[VDP-15] the car’s own rule wins over the tenant’s', () => {
    expect(tradeInAllowed(car({ trade_in_allowed: true, car_type: 'new' }), 'never')).toBe(true);
    expect(tradeInAllowed(car({ trade_in_allowed: false }), 'all')).toBe(false);
    expect(tradeInButton(car({ trade_in_allowed: false }), 'all')).toBeUndefined();
  });

  it('sold cars offer no trade-in', () => {
    expect(tradeInAllowed(car({ status: 'sold', trade_in_allowed: true }), 'all')).toBe(false);
  });
});
