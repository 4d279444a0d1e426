import { describe, expect, it } from 'vitest';
import { carActions } from '../../../../src/domain/vehicle/actions.ts';
import { financeCard } from '../../../../src/domain/finance/display.ts';
import {
  enquireTitle,
  financeTitle,
  reserveTitle,
  testDriveLabel,
  usedChecksTitle,
} from '../../../../src/domain/vehicle/type-wording.ts';
import { settingsWith } from '../../../fixtures/helpers.ts';

describe('vehicle-type wording', () => {
  it('a car is test-driven, a motorcycle test-ridden, a caravan viewed', () => {
    expect(testDriveLabel('car')).toBe('Book a Test Drive');
    expect(testDriveLabel(undefined)).toBe('Book a Test Drive');
    expect(testDriveLabel('motorcycle')).toBe('Book a Test Ride');
    expect(testDriveLabel('caravan')).toBe('Book a Viewing');
  });

  it('finance, checks, enquiry and reserve titles name the vehicle', () => {
    expect(financeTitle('car')).toBe('Car Finance');
    expect(financeTitle('caravan')).toBe('Caravan Finance');
    expect(usedChecksTitle('motorcycle')).toBe('Used Motorcycle Checks');
    expect(usedChecksTitle(undefined)).toBe('Used Car Checks');
    expect(enquireTitle('caravan')).toBe('Enquire About This Caravan');
    expect(reserveTitle('motorcycle')).toBe('Reserve This Motorcycle');
  });

  it("[CARD-07] a motorcycle's second button is Book a Test Ride; the finance card is Motorcycle Finance", () => {
    const bike = {
      id: 'm1',
      slug: 'ducati-m1',
      path: '/cars/ducati-m1',
      status: 'in_stock',
      reserved: false,
      car_type: 'used' as const,
      reserve_deposit: undefined,
      tag: undefined,
      make: 'Ducati',
      price: 18_990,
      preorder: false,
      vin: undefined,
      item_type: 'motorcycle' as const,
    };
    const options = {
      reserve: settingsWith().vehicle.reserve,
      onlinePurchase: false,
      onlinePurchaseMakes: [],
    };
    expect(carActions(bike, options)[1]).toEqual({ kind: 'test-drive', label: 'Book a Test Ride' });
    expect(financeCard(bike, { defaultLink: '/finance' }).title).toBe('Motorcycle Finance');
  });
});
