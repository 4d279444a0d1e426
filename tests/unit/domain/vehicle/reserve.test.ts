import { describe, expect, it } from 'vitest';
import { settingsWith } from '../../../fixtures/helpers.ts';
import {
  checkoutFacts,
  isReservable,
  RESERVE,
  reserveAction,
  reserveDeposit,
  reserveLabel,
} from '../../../../src/domain/vehicle/reserve.ts';

const reserve = settingsWith().vehicle.reserve;
type ReserveCar = Parameters<typeof reserveAction>[0];
const car = (fields: Partial<ReserveCar> = {}): ReserveCar => ({
  slug: '2021-toyota-corolla-c1',
  status: 'in_stock',
  reserved: false,
  car_type: 'new',
  reserve_deposit: undefined,
  price: 32_990,
  preorder: false,
  ...fields,
});

describe('[VDP-14] reservable', () => {
  it('[VDP-14] available, not reserved and reserving enabled', () => {
    expect(isReservable(car(), reserve)).toBe(true);
    expect(isReservable(car({ status: 'coming_soon' }), reserve)).toBe(true);
    expect(isReservable(car({ status: 'sold' }), reserve)).toBe(false);
    expect(isReservable(car({ status: 'archived' }), reserve)).toBe(false);
    expect(isReservable(car({ reserved: true }), reserve)).toBe(false);
    expect(isReservable(car(), { ...reserve, enabled: false })).toBe(false);
  });

  it('[VDP-14] [CARD-07] never on a car without a price, a PREORDER car or a sold one', () => {
    expect(isReservable(car({ price: 0 }), reserve)).toBe(false);
    expect(isReservable(car({ price: 10 }), reserve)).toBe(false);
    expect(isReservable(car({ price: 0, offer_price: 29_990 }), reserve)).toBe(true);
    expect(isReservable(car({ price: 0, preorder: true }), reserve)).toBe(false);
    expect(isReservable(car({ preorder: true }), reserve)).toBe(false);
    expect(reserveAction(car({ price: 0 }), reserve)).toBeUndefined();
    expect(reserveAction(car({ status: 'sold' }), reserve)).toBeUndefined();
  });

  it('[VDP-14] the button is shown only when reservable', () => {
    expect(reserveAction(car({ reserved: true }), reserve)).toBeUndefined();
    expect(reserveAction(car({ status: 'sold' }), reserve)).toBeUndefined();
    expect(reserveAction(car(), { ...reserve, enabled: false })).toBeUndefined();
  });
});

describe('[VDP-14] deposit and label', () => {
  it('[VDP-14] default deposit $200: /cars/{slug}/checkout, Reserve Now for $200', () => {
    expect(reserve.defaultDeposit).toBe(RESERVE.defaultDeposit);
    expect(reserveAction(car(), reserve)).toMatchObject({
      href: '/cars/2021-toyota-corolla-c1/checkout',
      label: 'Reserve Now for $200',
      deposit: 200,
      mode: 'checkout',
    });
  });

  it('[VDP-14] the car’s own deposit overrides the default', () => {
    expect(reserveAction(car({ reserve_deposit: 500 }), reserve)?.label).toBe('Reserve Now for $500');
    expect(reserveAction(car({ reserve_deposit: 1000 }), reserve)?.label).toBe('Reserve Now for $1,000');
  });

  it('[VDP-14] the label omits the amount when the deposit is $0 or missing', () => {
    expect(reserveAction(car({ reserve_deposit: 0 }), reserve)?.label).toBe('Reserve Now');
    expect(reserveAction(car(), { ...reserve, defaultDeposit: 0 })?.label).toBe('Reserve Now');
    expect(reserveLabel(undefined)).toBe('Reserve Now');
    expect(reserveLabel(0)).toBe('Reserve Now');
    expect(reserveDeposit({ reserve_deposit: undefined })).toBe(200);
    expect(reserveDeposit({ reserve_deposit: 0 }, 200)).toBe(0);
  });

  it("[VDP-14] the tenant can leave the amount out of the label: 'Reserve Now'", () => {
    expect(reserveAction(car(), { ...reserve, labelShowsDeposit: false })?.label).toBe('Reserve Now');
    expect(reserveLabel(200, false)).toBe('Reserve Now');
    expect(reserveLabel(200, true)).toBe('Reserve Now for $200');
  });

  it('[VDP-14] the copy names what is held by its item type', () => {
    expect(reserveAction(car({ item_type: 'caravan' }), reserve)?.copy[0]).toBe(
      "We'll hold this caravan for you for 48 hours.",
    );
    expect(reserveAction(car({ item_type: 'motorcycle' }), reserve)?.copy[0]).toBe(
      "We'll hold this motorcycle for you for 48 hours.",
    );
  });

  it('[VDP-14] buy-online tenants: /cars/{slug}/buy-online, Buy Online', () => {
    expect(reserveAction(car(), { ...reserve, mode: 'buy-online' })).toMatchObject({
      href: '/cars/2021-toyota-corolla-c1/buy-online',
      label: 'Buy Online',
      mode: 'buy-online',
    });
  });
});

describe('[VDP-14] reservation copy', () => {
  it('[VDP-14] held 48 hours, deposit 100% refundable', () => {
    expect(reserveAction(car(), reserve)?.copy).toEqual([
      "We'll hold this car for you for 48 hours.",
      'Your $200 deposit is 100% refundable.',
    ]);
  });

  it('no deposit: no refund line', () => {
    expect(reserveAction(car({ reserve_deposit: 0 }), reserve)?.copy).toEqual([
      "We'll hold this car for you for 48 hours.",
    ]);
  });

  it('[VDP-14] pre-owned cars add the money-back guarantee and roadside assist the tenant gives', () => {
    const promises = { moneyBackGuarantee: true, roadsideAssistMonths: 12 };
    expect(reserveAction(car({ car_type: 'used' }), reserve, promises)?.copy).toEqual([
      "We'll hold this car for you for 48 hours.",
      'Your $200 deposit is 100% refundable.',
      '48-hour money-back guarantee',
      '12 months roadside assist',
    ]);
    expect(reserveAction(car({ car_type: 'demo' }), reserve, promises)?.copy).not.toContain(
      '12 months roadside assist',
    );
  });

  it('[COMP-05] promises nothing the tenant does not give: no guarantee, no roadside assist', () => {
    expect(reserveAction(car({ car_type: 'used' }), reserve)?.copy).toEqual([
      "We'll hold this car for you for 48 hours.",
      'Your $200 deposit is 100% refundable.',
    ]);
    expect(
      reserveAction(car({ car_type: 'used' }), reserve, {
        moneyBackGuarantee: false,
        roadsideAssistMonths: 6,
      })?.copy,
    ).toEqual([
      "We'll hold this car for you for 48 hours.",
      'Your $200 deposit is 100% refundable.',
      '6 months roadside assist',
    ]);
  });

  it('names the car on the checkout pages: type, km, stock number', () => {
    expect(checkoutFacts({ car_type: 'used', km: 13_050, stocknum: 'WU20162' })).toBe(
      'Used · 13,050 km · Stock WU20162',
    );
    expect(checkoutFacts({ car_type: 'new', km: 0, stocknum: null })).toBe('New');
    expect(checkoutFacts({ car_type: 'demo', km: 1_200 })).toBe('Demo · 1,200 km');
  });
});
