import { describe, expect, it } from 'vitest';
import { NO_PROMISES, whyBuyValues } from '../../../../src/domain/vehicle/dealer-promises.ts';
import { settingsWith } from '../../../fixtures/helpers.ts';

const used = {
  carType: 'used' as const,
  certified: true,
  reserve: undefined,
  tradeIn: false,
  finance: false,
};

describe("'Why Buy From Us' states only what the dealer promises", () => {
  it('[COMP-05] a tenant that states no promise gets no guarantee, roadside assist or certified programme', () => {
    expect(settingsWith().vehicle.promises).toEqual(NO_PROMISES);
    expect(whyBuyValues({ ...used, promises: settingsWith().vehicle.promises })).toEqual([]);
  });

  it('[COMP-05] each promise the tenant states, on the cars it covers', () => {
    const promises = {
      moneyBackGuarantee: true,
      roadsideAssistMonths: 12,
      certifiedProgramme: { inspectionPoints: 90, extraWarrantyYears: 1 },
    };
    expect(whyBuyValues({ ...used, promises }).map((value) => [value.title, value.text])).toEqual([
      [
        '48-Hour Money-Back Guarantee',
        'Change your mind within 2 days of delivery for a full refund. Conditions apply.',
      ],
      ['12 Months Roadside Assist', 'Roadside assistance for the first year.'],
      ['Certified Pre-Owned', '90-point inspection and an extra 1-year warranty.'],
    ]);
    expect(whyBuyValues({ ...used, certified: false, promises }).map((value) => value.id)).toEqual([
      'money-back',
      'roadside',
    ]);
    expect(
      whyBuyValues({
        ...used,
        promises: { ...NO_PROMISES, roadsideAssistMonths: 6, certifiedProgramme: { inspectionPoints: 120 } },
      }).map((value) => [value.title, value.text]),
    ).toEqual([
      ['6 Months Roadside Assist', 'Roadside assistance for the first 6 months.'],
      ['Certified Pre-Owned', '120-point inspection.'],
    ]);
    expect(whyBuyValues({ ...used, carType: 'demo', promises }).map((value) => value.text)).toEqual([
      "The balance of the manufacturer's new-vehicle warranty; ask us for its terms.",
    ]);
  });

  it('[COMP-05] calls a reserve deposit refundable only when there is one', () => {
    const base = { ...used, promises: NO_PROMISES };
    expect(whyBuyValues({ ...base, reserve: { deposit: 200, holdHours: 48 } })[0]?.text).toBe(
      'Hold it for 48 hours with a fully refundable deposit.',
    );
    expect(whyBuyValues({ ...base, reserve: { deposit: 0, holdHours: 48 } })[0]?.text).toBe(
      'Hold it for 48 hours.',
    );
  });
});
