import { describe, expect, it } from 'vitest';
import { gateAppliesAt, gateOf } from '../../../src/domain/gated-routes.ts';

describe('gated routes', () => {
  it('[NAV-05] my-garage always; checkout, finance, spin-to-win and online payment only where the tenant gates them', () => {
    expect(gateOf('/my-garage', [], undefined)).toBe('my-garage');
    expect(gateOf('/my-garage/', [], undefined)).toBe('my-garage');
    expect(gateOf('/cars/2021-toyota-hilux-s1/checkout', [], '/finance')).toBeUndefined();
    expect(gateOf('/cars/2021-toyota-hilux-s1/checkout', ['checkout'], '/finance')).toBe('checkout');
    expect(gateOf('/cars/2021-toyota-hilux-s1/buy-online/', ['checkout'], '/finance')).toBe('checkout');
    expect(gateOf('/finance', ['finance'], '/finance')).toBe('finance');
    expect(gateOf('/apply-for-finance/', ['finance'], '/apply-for-finance')).toBe('finance');
    expect(gateOf('/finance', ['checkout'], '/finance')).toBeUndefined();
    expect(gateOf('/spin-to-win', ['spin-to-win'], undefined)).toBe('spin-to-win');
    expect(gateOf('/online-payment?ref=1', ['online-payment'], undefined)).toBe('online-payment');
    expect(gateOf('/cars/2021-toyota-hilux-s1', ['checkout'], undefined)).toBeUndefined();
  });

  it('[NAV-05] a checkout address without a car slug is not gated', () => {
    expect(gateOf('/cars//checkout', ['checkout'], undefined)).toBeUndefined();
    expect(gateOf('/checkout', ['checkout'], undefined)).toBeUndefined();
    expect(gateOf('/cars/checkout', ['checkout'], undefined)).toBeUndefined();
  });

  it('[NAV-05] the purchase journey is a checkout page when it names its car', () => {
    expect(gateOf('/checkout-journey', ['checkout'], undefined)).toBe('checkout');
    expect(gateOf('/checkout-journey', [], undefined)).toBeUndefined();
    expect(gateAppliesAt('checkout', '/checkout-journey/', '?car_id=2021-toyota-hilux-s1')).toBe(true);
    expect(gateAppliesAt('checkout', '/checkout-journey/', '')).toBe(false);
    expect(gateAppliesAt('checkout', '/checkout-journey', '?car_id=%20')).toBe(false);
    expect(gateAppliesAt('checkout', '/cars/2021-toyota-hilux-s1/checkout/', '')).toBe(true);
    expect(gateAppliesAt('my-garage', '/my-garage/', '')).toBe(true);
  });
});
