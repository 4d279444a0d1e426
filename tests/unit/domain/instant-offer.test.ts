import { describe, expect, it } from 'vitest';
import {
  formatKmInput,
  imageProblem,
  instantOfferDetailsErrors,
  instantOfferSteps,
  lookupOutcome,
  isOfferCurrent,
  offerValidUntil,
  parseKm,
  progressSteps,
  stepAfterIdentified,
} from '../../../src/domain/leads/instant-offer.ts';

const complete = {
  name: 'Ada',
  email: 'ada@example.com',
  postcode: '2000',
  kms: 45000,
  service_history: 'Full service history',
  number_of_keys: '2',
  car_condition: 'Good',
  message: 'Small scratch on the rear bumper',
};

describe('instant offer wizard rules', () => {
  it('has Upload Images only where the tenant turns it on', () => {
    expect(instantOfferSteps(true)).toEqual(['vehicle', 'selection', 'images', 'details']);
    expect(instantOfferSteps(false)).toEqual(['vehicle', 'selection', 'details']);
    expect(stepAfterIdentified(true)).toBe('images');
    expect(stepAfterIdentified(false)).toBe('details');
    expect(progressSteps(true, false)).toEqual(['vehicle', 'images', 'details']);
    expect(progressSteps(false, true)).toEqual(['vehicle', 'selection', 'details']);
  });

  it('[LEAD-11] reads the lookup: an EvalID is found, descriptions are a choice, anything else is not found', () => {
    expect(
      lookupOutcome([{ EvalID: 'e1', VIN: 'V', Make: 'Toyota', Model: 'HiLux', Variant: 'SR5', Year: 2020 }]),
    ).toEqual({
      kind: 'found',
      vehicle: { EvalID: 'e1', VIN: 'V', Make: 'Toyota', Model: 'HiLux', Variant: 'SR5', Year: 2020 },
    });
    expect(
      lookupOutcome([{ VIN: 'V2', vehicleDescriptions: [{ Description: 'A' }, { Description: 'B' }] }]),
    ).toEqual({ kind: 'choose', vin: 'V2', descriptions: ['A', 'B'] });
    expect(lookupOutcome([])).toEqual({ kind: 'not-found' });
    expect(lookupOutcome({ message: 'x' })).toEqual({ kind: 'not-found' });
    expect(lookupOutcome([{ VIN: 'V3', vehicleDescriptions: [] }])).toEqual({ kind: 'not-found' });
  });

  it('[LEAD-13] Your Details needs postcode, odometer, service history, keys, condition, comments and a contact', () => {
    expect(instantOfferDetailsErrors(complete)).toEqual([]);
    expect(instantOfferDetailsErrors({}).map((e) => e.field)).toEqual([
      'name',
      'email',
      'postcode',
      'kms',
      'service_history',
      'number_of_keys',
      'car_condition',
      'message',
    ]);
    expect(instantOfferDetailsErrors({ ...complete, postcode: 'abcd' })).toEqual([
      { field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
    ]);
    expect(instantOfferDetailsErrors({ ...complete, postcode: '123' })).toEqual([
      { field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
    ]);
    expect(instantOfferDetailsErrors({ ...complete, car_condition: 'Mint' })).toEqual([
      { field: 'car_condition', message: 'Please choose one of the listed answers' },
    ]);
    expect(instantOfferDetailsErrors({ ...complete, email: '', phone: '0400 000 000' })).toEqual([]);
  });

  it('[LEAD-16] the odometer takes grouped digits with a kms suffix', () => {
    expect(parseKm('45,000 kms')).toBe(45000);
    expect(parseKm('45000')).toBe(45000);
    expect(parseKm('120 000 km')).toBe(120000);
    expect(parseKm('')).toBeUndefined();
    expect(parseKm('lots')).toBeUndefined();
    expect(parseKm('-5')).toBeUndefined();
    expect(formatKmInput('45000')).toBe('45,000');
    expect(formatKmInput('1234567x9')).toBe('1,234,567');
    expect(formatKmInput('007')).toBe('7');
    expect(formatKmInput('abc')).toBe('');
  });

  it('[LEAD-12] images: JPEG, JPG, PNG, GIF or HEIC, at most 10MB each and 10 in all', () => {
    const photo = { name: 'front.jpg', size: 2_000_000, type: 'image/jpeg' };
    expect(imageProblem(photo, 0)).toBeUndefined();
    expect(imageProblem({ name: 'IMG_1.HEIC', size: 3_000_000, type: '' }, 3)).toBeUndefined();
    expect(imageProblem({ ...photo, size: 11 * 1024 * 1024 }, 0)).toBe(
      'Please upload an image file under 10MB',
    );
    expect(imageProblem(photo, 10)).toBe('You can only upload 10 images');
    expect(imageProblem({ name: 'notes.txt', size: 10, type: 'text/plain' }, 0)).toBe(
      'Please upload a JPEG, PNG, GIF or HEIC image.',
    );
  });

  it('an offer stands for 7 days from the day it was made', () => {
    expect(offerValidUntil('2026-11-26')).toBe('2026-12-03');
    expect(offerValidUntil('2026-12-28')).toBe('2027-01-04');
    // Made 11am 26 November in Sydney: current to the end of 3 December there.
    const made = '2026-11-26T00:00:00Z';
    expect(isOfferCurrent(made, new Date('2026-12-03T12:59:00Z'), 'Australia/Sydney')).toBe(true);
    expect(isOfferCurrent(made, new Date('2026-12-03T13:00:00Z'), 'Australia/Sydney')).toBe(false);
    expect(isOfferCurrent(undefined, new Date('2030-01-01T00:00:00Z'), 'Australia/Sydney')).toBe(true);
  });
});
