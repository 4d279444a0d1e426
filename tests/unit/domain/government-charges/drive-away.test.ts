/**
 * Drive-away estimates per state (COMP-06), every figure worked out by hand from the state's
 * published rates in src/domain/government-charges/states/*.ts: duty per $100 (or $200) or part,
 * then 12 months' registration and CTP as the tables give them, each rounded to whole dollars.
 */
import { describe, expect, it } from 'vitest';
import {
  type ChargeFacts,
  type DriveAwayEstimate,
  estimateDriveAway,
} from '../../../../src/domain/government-charges/drive-away.ts';
import { ACT } from '../../../../src/domain/government-charges/states/act.ts';
import { GOVERNMENT_CHARGES } from '../../../../src/domain/government-charges/tables.ts';

const car = (state: string, price: number, extra: Partial<ChargeFacts> = {}): ChargeFacts => ({
  state,
  price,
  condition: 'used',
  use: 'passenger',
  powertrain: 'combustion',
  cylinders: 4,
  ...extra,
});
const newEv = { condition: 'new', powertrain: 'electric', cylinders: undefined } as const;
const ute = { use: 'commercial' } as const;

/** [duty, registration, ctp, total] of an estimate; fails the test on any other answer. */
function figures(estimate: DriveAwayEstimate): (number | undefined)[] {
  if (estimate.kind !== 'estimate') throw new Error(`no estimate: ${estimate.message}`);
  return [...estimate.lines.map((line) => line.amount), estimate.total];
}

describe('drive-away estimates by state (COMP-06)', () => {
  it('[COMP-06] NSW: $3 per $100 or part below $45,000, $1,350 + $5 per $100 above; rego $79 + $374 tax; green slip $546', () => {
    // $9,990 → 100 parts × $3 = $300; 9,990 + 300 + 453 + 546.
    expect(figures(estimateDriveAway(car('NSW', 9_990)))).toEqual([300, 453, 546, 11_289]);
    // $52,500 → 1,350 + 75 × $5 = $1,725.
    expect(figures(estimateDriveAway(car('NSW', 52_500)))).toEqual([1_725, 453, 546, 55_224]);
  });

  it('[COMP-06] NSW: a new EV pays full duty (no concession since September 2023)', () => {
    // $62,990 → 1,350 + ceil(179.9) = 180 × $5 = $2,250.
    expect(figures(estimateDriveAway(car('NSW', 62_990, newEv)))).toEqual([2_250, 453, 546, 66_239]);
  });

  it('[COMP-06] NSW: a used ute under $45,000 pays $3 per $100, the 1,505–2,504 kg tax ($570) and the ute green slip', () => {
    // $38,000 → 380 × $3 = $1,140; rego 79 + 570 = 649; CTP 735.
    expect(figures(estimateDriveAway(car('NSW', 38_000, ute)))).toEqual([1_140, 649, 735, 40_524]);
  });

  it('[COMP-06] NSW: a ute above $45,000 is not estimated: the passenger-vehicle rate may or may not apply', () => {
    const answer = estimateDriveAway(car('NSW', 48_000, ute));
    expect(answer).toMatchObject({
      kind: 'cannot-estimate',
      reason: 'passenger-class-unconfirmed',
      state: 'NSW',
    });
  });

  it("[COMP-06] the dealer's delivery charge is a line of its own and is dutiable", () => {
    // NSW: 9,990 + 990 = 10,980 → 110 parts × $3 = $330; 9,990 + 330 + 453 + 546 + 990.
    expect(figures(estimateDriveAway(car('NSW', 9_990), { dealerCharge: 990 }))).toEqual([
      330, 453, 546, 990, 12_309,
    ]);
  });

  it('[COMP-06] VIC: $8.40 per $200 to the luxury threshold, registration $343.26 and the TAC charge', () => {
    // $25,990 → ceil(129.95) = 130 × $8.40 = $1,092; 25,990 + 1,092 + 343 + 590.
    expect(figures(estimateDriveAway(car('VIC', 25_990)))).toEqual([1_092, 343, 590, 28_015]);
    // $95,000 above $80,567 → 475 × $10.40 on the whole value = $4,940.
    expect(figures(estimateDriveAway(car('VIC', 95_000)))[0]).toBe(4_940);
  });

  it('[COMP-06] VIC: a new EV is a green car ($8.40 per $200 at any value) and gets $100 off registration', () => {
    // $70,000 → 350 × $8.40 = $2,940; registration 343.26 − 100 = 243.26.
    expect(figures(estimateDriveAway(car('VIC', 70_000, newEv)))).toEqual([2_940, 243, 590, 73_773]);
  });

  it('[COMP-06] VIC: a used ute pays $8.40 per $200, a new one $5.40; a demo ute is not guessed', () => {
    // $45,000 → 225 parts: used $1,890, new $1,215; TAC for a goods vehicle $535.
    expect(figures(estimateDriveAway(car('VIC', 45_000, ute)))).toEqual([1_890, 343, 535, 47_768]);
    expect(figures(estimateDriveAway(car('VIC', 45_000, { ...ute, condition: 'new' })))[0]).toBe(1_215);
    expect(estimateDriveAway(car('VIC', 45_000, { ...ute, condition: undefined }))).toMatchObject({
      kind: 'cannot-estimate',
      reason: 'needs-detail',
      missing: ['condition'],
    });
  });

  it('[COMP-06] VIC: a hybrid above the luxury threshold depends on its CO2 emissions', () => {
    expect(estimateDriveAway(car('VIC', 90_000, { powertrain: 'hybrid' }))).toMatchObject({
      kind: 'cannot-estimate',
      reason: 'emissions-unknown',
    });
  });

  it('[COMP-06] QLD: $3 per $100 for 4 cylinders, registration by cylinders plus the traffic improvement fee, Class 1 CTP', () => {
    // $30,000 → $900; 360.60 + 62.90 = 423.50 → $424; CTP 386.80 → $387.
    expect(figures(estimateDriveAway(car('QLD', 30_000)))).toEqual([900, 424, 387, 31_711]);
    // 6 cylinders: $3.50 per $100 → $45,000 → $1,575; 570.95 + 62.90 = 633.85 → $634.
    expect(figures(estimateDriveAway(car('QLD', 45_000, { cylinders: 6 })))).toEqual([
      1_575, 634, 387, 47_596,
    ]);
  });

  it('[COMP-06] QLD: a new EV over $100,000 pays $4 per $100 on the whole value and the electric registration', () => {
    // $120,000 → 1,200 × $4 = $4,800; 283.55 + 62.90 = 346.45 → $346.
    expect(figures(estimateDriveAway(car('QLD', 120_000, newEv)))).toEqual([4_800, 346, 387, 125_533]);
  });

  it('[COMP-06] QLD: a used ute pays the Class 6 light commercial CTP; unknown cylinders are not guessed', () => {
    // $40,000 → $1,200; CTP 430.80 → $431.
    expect(figures(estimateDriveAway(car('QLD', 40_000, ute)))).toEqual([1_200, 424, 431, 42_055]);
    expect(estimateDriveAway(car('QLD', 40_000, { cylinders: undefined }))).toMatchObject({
      kind: 'cannot-estimate',
      reason: 'needs-detail',
      missing: ['cylinders'],
      message:
        'The QLD charges on this car depend on its number of cylinders, which this listing does not give.',
    });
  });

  it('[COMP-06] SA: $60 + $4 per $100 over $3,000 (a ute $3); registration includes the CTP', () => {
    // $15,000 → 60 + 120 × $4 = $540; registration with CTP $670.
    const passenger = estimateDriveAway(car('SA', 15_000));
    expect(figures(passenger)).toEqual([540, 670, undefined, 16_210]);
    // A ute: 60 + 120 × $3 = $420; a 1,500–4,499 kg ute or van $1,125.
    expect(figures(estimateDriveAway(car('SA', 15_000, ute)))).toEqual([420, 1_125, undefined, 16_545]);
    // A new EV at $50,000 → 60 + 470 × $4 = $1,940.
    expect(figures(estimateDriveAway(car('SA', 50_000, newEv)))).toEqual([1_940, 670, undefined, 52_610]);
  });

  it('[COMP-06] SA: the lowest bracket is $1 per $100 with a $5 minimum', () => {
    expect(figures(estimateDriveAway(car('SA', 800)))[0]).toBe(8);
    expect(figures(estimateDriveAway(car('SA', 300)))[0]).toBe(5);
  });

  it('[COMP-06] WA: 2.75% to $25,000, the sliding rate to $50,000, 6.5% above', () => {
    // $12,990 × 2.75% = $357.225 → $357.20 (down to 5 cents) → $357.
    expect(figures(estimateDriveAway(car('WA', 12_990)))).toEqual([357, 390, 490, 14_227]);
    // $30,000: R = 2.75 + 5,000 / 6,666.66 = 3.50 → $1,050.
    expect(figures(estimateDriveAway(car('WA', 30_000)))[0]).toBe(1_050);
    // $37,500: R = 2.75 + 1.875 = 4.625 → 4.63 → $1,736.25 → $1,736.
    expect(figures(estimateDriveAway(car('WA', 37_500)))[0]).toBe(1_736);
    // A new EV at $58,000: 6.5% = $3,770 (no WA concession).
    expect(figures(estimateDriveAway(car('WA', 58_000, newEv)))[0]).toBe(3_770);
  });

  it('[COMP-06] TAS: $3 per $100, the $35,000–$40,000 step for passenger cars, $4 above; registration includes MAIB', () => {
    // $27,750 → 278 × $3 = $834; 4 cylinders $623.62 → $624.
    expect(figures(estimateDriveAway(car('TAS', 27_750)))).toEqual([834, 624, undefined, 29_208]);
    // $38,750 → 1,050 + 38 × $11 = $1,468; $65,750 → 658 × $4 = $2,632.
    expect(figures(estimateDriveAway(car('TAS', 38_750)))[0]).toBe(1_468);
    expect(figures(estimateDriveAway(car('TAS', 65_750)))[0]).toBe(2_632);
    // A ute is not a passenger vehicle: $38,750 → 388 × $3 = $1,164.
    expect(figures(estimateDriveAway(car('TAS', 38_750, ute)))[0]).toBe(1_164);
    // A new EV at $45,000: no exemption since 2023 → 450 × $4 = $1,800; registered as 4 cylinders.
    expect(figures(estimateDriveAway(car('TAS', 45_000, newEv)))).toEqual([1_800, 624, undefined, 47_424]);
  });

  it('[COMP-06] NT: $3 per $100; a plug-in EV up to $50,000 pays no duty and no registration', () => {
    expect(figures(estimateDriveAway(car('NT', 20_000)))).toEqual([600, 150, 630, 21_380]);
    expect(figures(estimateDriveAway(car('NT', 45_000, newEv)))).toEqual([0, 0, 630, 45_630]);
    expect(estimateDriveAway(car('NT', 55_000, newEv))).toMatchObject({
      kind: 'cannot-estimate',
      reason: 'price-outside-table',
      message:
        'The NT duty table here covers a car like this up to $50,000, and this one is priced above it.',
    });
  });

  it('[COMP-06] ACT: the table is not confirmed against the 1 September 2025 rates, so no estimate', () => {
    expect(estimateDriveAway(car('ACT', 30_000))).toEqual({
      kind: 'cannot-estimate',
      state: 'ACT',
      reason: 'table-unconfirmed',
      message:
        "ACT duty rates changed on 1 September 2025 and this site's table has not been checked against them yet.",
    });
  });

  it('[COMP-06] ACT, once confirmed: $3 per $100 to $45,000, $1,350 + $5 above, and nothing past the table', () => {
    const tables = { ...GOVERNMENT_CHARGES, ACT: { ...ACT, duty: { ...ACT.duty, confirmed: true } } };
    expect(figures(estimateDriveAway(car('ACT', 30_000), {}, tables))).toEqual([900, 330, 450, 31_680]);
    expect(figures(estimateDriveAway(car('ACT', 60_000), {}, tables))[0]).toBe(2_100);
    expect(estimateDriveAway(car('ACT', 85_000), {}, tables)).toMatchObject({
      kind: 'cannot-estimate',
      reason: 'price-outside-table',
    });
    expect(estimateDriveAway(car('ACT', 30_000, newEv), {}, tables)).toMatchObject({
      reason: 'emissions-unknown',
    });
  });

  it('[COMP-06] no state, or no price, is a reason and never a number', () => {
    expect(estimateDriveAway(car('', 20_000))).toMatchObject({
      kind: 'cannot-estimate',
      reason: 'state-unknown',
    });
    expect(estimateDriveAway(car('Auckland', 20_000))).toMatchObject({ reason: 'state-unknown' });
    expect(estimateDriveAway({ ...car('NSW', 0) })).toMatchObject({ reason: 'no-price' });
  });

  it('[COMP-06] a fact that does not change the answer is not asked for', () => {
    // NSW charges the same whatever the fuel and cylinders of a used passenger car.
    const unknown = car('NSW', 9_990, { powertrain: undefined, cylinders: undefined, condition: undefined });
    expect(figures(estimateDriveAway(unknown))).toEqual([300, 453, 546, 11_289]);
  });

  it('[COMP-06] every line carries its date and its government source', () => {
    const estimate = estimateDriveAway(car('NSW', 9_990));
    if (estimate.kind !== 'estimate') throw new Error('no estimate');
    for (const line of estimate.lines) {
      expect(line.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(line.source).toMatch(/^https:\/\/[a-z.]+\.(?:gov\.au|nsw\.gov\.au)\//);
    }
  });
});
