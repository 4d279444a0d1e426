/** The shipped tables as data (COMP-06): every scale well formed, every source a government page. */
import { describe, expect, it } from 'vitest';
import { scaleCents, scaleProblems } from '../../../../src/domain/government-charges/duty.ts';
import { GOVERNMENT_CHARGES } from '../../../../src/domain/government-charges/tables.ts';
import type { ChargeCase, DutyScale } from '../../../../src/domain/government-charges/types.ts';

const CASES: ChargeCase[] = [];
for (const condition of ['new', 'used'] as const)
  for (const use of ['passenger', 'commercial'] as const)
    for (const powertrain of ['electric', 'hybrid', 'combustion'] as const)
      for (const cylinders of [0, 3, 4, 6, 8, 12])
        for (const value of [500, 20_000, 60_000, 120_000, 200_000])
          CASES.push({ value, condition, use, powertrain, cylinders });

describe('the government charges tables (COMP-06)', () => {
  for (const charges of Object.values(GOVERNMENT_CHARGES)) {
    it(`[COMP-06] ${charges.state}: dated, sourced from a government page, every scale in order`, () => {
      for (const dated of [charges.duty, charges.registration, charges.ctp]) {
        expect(dated.effective).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
        expect(new URL(dated.source).hostname).toMatch(/\.gov\.au$/);
      }
      const scales = new Set<DutyScale>();
      for (const one of CASES) {
        const rule = charges.duty.rule(one);
        if (rule.kind === 'scale') scales.add(rule.scale);
        expect(charges.registration.amount(one)).toBeGreaterThanOrEqual(0);
        expect(charges.ctp.amount(one)).toBeGreaterThanOrEqual(0);
      }
      for (const scale of scales) expect(scaleProblems(scale)).toEqual([]);
    });
  }

  it('[COMP-06] a scale that stops short does not cover the values above it', () => {
    const short: DutyScale = { per: 100, brackets: [{ upTo: 80_000, base: 0, rate: 3 }] };
    expect(scaleCents(short, 80_000)).toBe(240_000);
    expect(scaleCents(short, 80_001)).toBeUndefined();
  });

  it('[COMP-06] a mistyped scale is found', () => {
    const broken: DutyScale = {
      per: 100,
      brackets: [
        { upTo: 50_000, base: 0, rate: 3 },
        { upTo: 40_000, base: 0, rate: 4 },
      ],
    };
    expect(scaleProblems(broken)).toEqual(['bracket 2 does not start above bracket 1']);
  });
});
