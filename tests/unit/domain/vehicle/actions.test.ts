import { describe, expect, it } from 'vitest';
import { settingsWith } from '../../../fixtures/helpers.ts';
import {
  cardActions,
  carActions,
  financeHref,
  isTestDriveOnly,
  offersOnlinePurchase,
  onlinePurchaseHref,
} from '../../../../src/domain/vehicle/actions.ts';
import { isOpenableAction, openActionHref } from '../../../../src/domain/vehicle/open-action.ts';

type ActionCar = Parameters<typeof carActions>[0];
const car = (fields: Partial<ActionCar> = {}): ActionCar => ({
  id: 'c1',
  slug: 'corolla-c1',
  path: '/cars/corolla-c1',
  status: 'in_stock',
  reserved: false,
  car_type: 'new',
  reserve_deposit: undefined,
  tag: undefined,
  make: 'Toyota',
  price: 28_990,
  preorder: false,
  vin: undefined,
  ...fields,
});
const options = {
  reserve: settingsWith().vehicle.reserve,
  onlinePurchase: false,
  onlinePurchaseMakes: [] as string[],
};
const kinds = (actions: { kind: string }[]) => actions.map((action) => action.kind);

describe('[CARD-07] eligible-car actions', () => {
  it('[CARD-07] View Details + Book a Test Drive + Reserve when reservable', () => {
    expect(carActions(car(), options)).toEqual([
      { kind: 'view-details', label: 'View Details', href: '/cars/corolla-c1' },
      { kind: 'test-drive', label: 'Book a Test Drive' },
      { kind: 'reserve', label: 'Reserve Now for $200', href: '/cars/corolla-c1/checkout' },
    ]);
  });

  it('[CARD-07] Get Finance instead of the test drive where the tenant prefers it', () => {
    const actions = carActions(car({ vin: 'JTDBR32E720012345' }), { ...options, secondary: 'finance' });
    expect(kinds(actions)).toEqual(['view-details', 'finance', 'reserve']);
    expect(actions[1]?.href).toBe(
      '/finance?car_id=c1&car_type=new&vehiclePriceBudget=28990&vin=JTDBR32E720012345#finance-form',
    );
  });

  it('[CARD-07] no Reserve when not reservable', () => {
    expect(kinds(carActions(car({ reserved: true }), options))).toEqual(['view-details', 'test-drive']);
    expect(kinds(carActions(car(), { ...options, reserve: { ...options.reserve, enabled: false } }))).toEqual(
      ['view-details', 'test-drive'],
    );
  });

  it('[CARD-07] others show Find Me Something Similar instead of buy actions', () => {
    expect(carActions(car({ status: 'sold' }), { ...options, onlinePurchase: true })).toEqual([
      { kind: 'view-details', label: 'View Details', href: '/cars/corolla-c1' },
      { kind: 'find-similar', label: 'Find Me Something Similar' },
    ]);
  });

  it('[CARD-07] online purchase link for used cars or tenant-listed makes, behind the checkout journey', () => {
    const on = { ...options, onlinePurchase: true, onlinePurchaseMakes: ['MG'] };
    expect(kinds(carActions(car({ car_type: 'used' }), on))).toContain('online-purchase');
    expect(kinds(carActions(car({ make: 'mg' }), on))).toContain('online-purchase');
    expect(kinds(carActions(car(), on))).not.toContain('online-purchase');
    expect(kinds(carActions(car({ car_type: 'used' }), options))).not.toContain('online-purchase');
    expect(offersOnlinePurchase({ car_type: 'used', make: 'Kia', status: 'sold', price: 19_990 }, on)).toBe(
      false,
    );
    expect(
      offersOnlinePurchase({ car_type: 'used', make: 'Kia', status: 'in_stock', price: 19_990 }, on),
    ).toBe(true);
    // Price on application: enquired about, never bought online.
    expect(offersOnlinePurchase({ car_type: 'used', make: 'Kia', status: 'in_stock', price: 0 }, on)).toBe(
      false,
    );
    expect(onlinePurchaseHref({ slug: 'corolla-c1' })).toBe('/checkout-journey?car_id=corolla-c1');
  });

  it('a Test Drive Only car is a test-drive lead: no finance, reserve or purchase', () => {
    expect(isTestDriveOnly({ tag: ' Test Drive Only ' })).toBe(true);
    const actions = carActions(car({ tag: 'Test Drive Only', car_type: 'used' }), {
      ...options,
      secondary: 'finance',
      onlinePurchase: true,
    });
    expect(kinds(actions)).toEqual(['view-details', 'test-drive']);
  });
});

describe('finance link', () => {
  it('adds the car to a site path, keeps an external link, honours an anchor', () => {
    expect(
      financeHref({ id: 'c1', car_type: 'used', price: 0, vin: undefined, dealership_slug: 'north' }),
    ).toBe('/finance?car_id=c1&car_type=used&preferredDealership=north#finance-form');
    expect(
      financeHref(
        { id: 'c1', car_type: 'used', price: 1, vin: undefined },
        '/apply-for-finance?src=car#apply',
      ),
    ).toBe('/apply-for-finance?src=car&car_id=c1&car_type=used&vehiclePriceBudget=1#apply');
    expect(
      financeHref(
        { id: 'c1', car_type: 'used', price: 1, vin: undefined },
        'https://lender.example.com/apply',
      ),
    ).toBe('https://lender.example.com/apply');
  });
});

describe('[CARD-07] card buttons: every action a link', () => {
  it('[CARD-07] a card links Book a Test Drive to the car page, which opens the form; Reserve says what the page says', () => {
    expect(cardActions(car(), options)).toEqual([
      { kind: 'view-details', label: 'View Details', href: '/cars/corolla-c1' },
      { kind: 'test-drive', label: 'Book a Test Drive', href: '/cars/corolla-c1?action=test-drive#enquire' },
      { kind: 'reserve', label: 'Reserve Now for $200', href: '/cars/corolla-c1/checkout' },
    ]);
    expect(cardActions(car({ reserve_deposit: 500 }), options).at(-1)?.label).toBe('Reserve Now for $500');
    const noAmount = { ...options, reserve: { ...options.reserve, labelShowsDeposit: false } };
    expect(cardActions(car(), noAmount).at(-1)?.label).toBe('Reserve Now');
  });

  it('[CARD-07] no Reserve on a card without a price or for a PREORDER car', () => {
    expect(kinds(cardActions(car({ price: 0 }), options))).toEqual(['view-details', 'test-drive']);
    expect(kinds(cardActions(car({ price: 0, preorder: true }), options))).toEqual([
      'view-details',
      'test-drive',
    ]);
  });

  it('[CARD-07] a sold car card links Find Me Something Similar to its page form', () => {
    expect(cardActions(car({ status: 'sold' }), options)).toEqual([
      { kind: 'view-details', label: 'View Details', href: '/cars/corolla-c1' },
      {
        kind: 'find-similar',
        label: 'Find Me Something Similar',
        href: '/cars/corolla-c1?action=find-similar#enquire',
      },
    ]);
  });

  it('[CARD-07] Buy Online on a buy-online tenant, Get Finance with the car in the query', () => {
    const buyOnline = { ...options, reserve: { ...options.reserve, mode: 'buy-online' as const } };
    expect(cardActions(car(), buyOnline).at(-1)).toEqual({
      kind: 'reserve',
      label: 'Buy Online',
      href: '/cars/corolla-c1/buy-online',
    });
    expect(cardActions(car(), { ...options, secondary: 'finance' })[1]).toEqual({
      kind: 'finance',
      label: 'Get Finance',
      href: '/finance?car_id=c1&car_type=new&vehiclePriceBudget=28990#finance-form',
    });
  });

  it('only the form actions can be opened from an address', () => {
    expect(isOpenableAction('test-drive')).toBe(true);
    expect(isOpenableAction('find-similar')).toBe(true);
    expect(isOpenableAction('reserve')).toBe(false);
    expect(isOpenableAction(null)).toBe(false);
    expect(openActionHref('/cars/x', 'test-drive')).toBe('/cars/x?action=test-drive#enquire');
  });
});
