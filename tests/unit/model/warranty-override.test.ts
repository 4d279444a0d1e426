import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { importRecords } from '../../../src/feed/import-feed.ts';
import { CarRecordSchema } from '../../../src/model/car.ts';
import { parseWarrantyOverride } from '../../../src/model/warranty-override.ts';
import { rawCar, settingsWith } from '../../fixtures/helpers.ts';

const record = (statutory_warranty: unknown) =>
  v.safeParse(CarRecordSchema, {
    id: 'W1',
    year: 2019,
    make: 'Toyota',
    model: 'Corolla',
    car_type: 'used',
    statutory_warranty,
  });

describe('the feed field statutory_warranty', () => {
  it('[COMP-03] "none" and its spellings: sold without statutory warranty', () => {
    for (const text of [
      'none',
      'None',
      ' NO ',
      'exempt',
      'No statutory warranty',
      'Sold without statutory warranty',
    ])
      expect(parseWarrantyOverride(text)).toEqual({ kind: 'none' });
  });

  it('[COMP-03] a period: months or km, whichever first', () => {
    expect(parseWarrantyOverride('3 months or 5,000 km')).toEqual({ kind: 'warranty', months: 3, km: 5_000 });
    expect(parseWarrantyOverride('1 month / 1000km')).toEqual({ kind: 'warranty', months: 1, km: 1_000 });
    expect(parseWarrantyOverride('12 Months or 20,000 KM')).toEqual({
      kind: 'warranty',
      months: 12,
      km: 20_000,
    });
  });

  it('anything else is not read', () => {
    for (const text of [
      '3 months',
      '5,000 km',
      'as is',
      '0 months or 5,000 km',
      '3 months or 0 km',
      '3 years or 5,000 km',
    ])
      expect(parseWarrantyOverride(text)).toBeUndefined();
  });

  it('[COMP-03] the record carries the parsed value; the unknown spellings leave the rules to decide', () => {
    const ok = record('3 months or 5,000 km');
    expect(ok.success && ok.output.statutory_warranty).toEqual({ kind: 'warranty', months: 3, km: 5_000 });
    for (const text of [undefined, '', '-', 'n/a']) {
      const result = record(text);
      expect(result.success && result.output.statutory_warranty).toBeUndefined();
    }
  });

  it('[COMP-03] a bad value skips the record with a message the dealer can act on', () => {
    const result = record('as is, where is');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(
      'statutory_warranty must be "none" or a period like "3 months or 5,000 km", but found "as is, where is"',
    );
    expect(record(3).issues?.[0]?.message).toBe(
      'statutory_warranty must be text, like "none" or "3 months or 5,000 km"',
    );
  });

  it('[COMP-03] the feed import keeps the override on the car and reports a bad one with the record and field', () => {
    const result = importRecords(
      [
        rawCar({ id: 'as-is', statutory_warranty: 'none' }),
        rawCar({ id: 'typo', statutory_warranty: '3 monts or 5000 km' }),
      ],
      settingsWith().feed,
      [],
    );
    expect(result.cars.map((car) => [car.id, car.statutory_warranty])).toEqual([['as-is', { kind: 'none' }]]);
    expect(result.skipped).toEqual([
      {
        record: 'typo',
        field: 'statutory_warranty',
        reason:
          'statutory_warranty must be "none" or a period like "3 months or 5,000 km", but found "3 monts or 5000 km"',
      },
    ]);
  });
});
