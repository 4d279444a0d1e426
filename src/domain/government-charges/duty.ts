/**
 * Motor vehicle duty from a state's rule (COMP-06), in whole cents: a bracket scale charged
 * "per $100 (or $200), or part", WA's sliding rate, or a concession. A value above a scale's
 * last bracket is not covered: the answer says up to where the table goes, never a guess.
 */
import type { DutyGap, DutyRule, DutyScale } from './types.ts';

export type DutyFigure =
  | { kind: 'duty'; cents: number; name: string }
  | { kind: 'outside'; upTo: number }
  | { kind: 'gap'; gap: DutyGap };

const toCents = (dollars: number) => Math.round(dollars * 100);

export function dutyFigure(rule: DutyRule, value: number): DutyFigure {
  switch (rule.kind) {
    case 'gap':
      return { kind: 'gap', gap: rule.gap };
    case 'exempt':
      return value <= rule.upTo
        ? { kind: 'duty', cents: 0, name: rule.name }
        : { kind: 'outside', upTo: rule.upTo };
    case 'wa-sliding':
      return { kind: 'duty', cents: waDutyCents(value), name: rule.name };
    case 'scale': {
      const cents = scaleCents(rule.scale, value);
      return cents === undefined
        ? { kind: 'outside', upTo: topOf(rule.scale) }
        : { kind: 'duty', cents, name: rule.name };
    }
  }
}

/** Duty on a scale, or undefined when the value is above its last bracket. */
export function scaleCents(scale: DutyScale, value: number): number | undefined {
  const bracket = scale.brackets.find((b) => b.upTo === undefined || value <= b.upTo);
  if (!bracket) return undefined;
  const applied = Math.max(0, toCents(value) - toCents(bracket.over ?? 0));
  const parts = Math.ceil(applied / toCents(scale.per));
  const cents = toCents(bracket.base) + toCents(bracket.rate) * parts;
  return Math.max(cents, toCents(scale.minimum ?? 0));
}

function topOf(scale: DutyScale): number {
  return scale.brackets.at(-1)?.upTo ?? Number.POSITIVE_INFINITY;
}

/**
 * WA (Duties Act 2008 s 236): R% of the dutiable value, R = 2.75 + (value − 25,000) / 6,666.66
 * rounded to 2 decimal places between $25,000 and $50,000; the duty rounded down to 5 cents.
 */
export function waDutyCents(value: number): number {
  const hundredths =
    value <= 25_000 ? 275 : value > 50_000 ? 650 : Math.round((2.75 + (value - 25_000) / 6_666.66) * 100);
  // cents × (R × 100) / 10,000 = duty in cents; rounded down to a multiple of 5.
  const cents = Math.floor((toCents(value) * hundredths) / 10_000);
  return cents - (cents % 5);
}

/**
 * What is wrong with a scale as data: brackets out of order, or overlapping. Checked by a unit
 * test over every table so a mistyped table fails the test run, not a shopper's page.
 */
export function scaleProblems(scale: DutyScale): string[] {
  const problems: string[] = [];
  scale.brackets.forEach((bracket, index) => {
    const before = scale.brackets[index - 1];
    if (before && (before.upTo === undefined || (bracket.upTo !== undefined && bracket.upTo <= before.upTo)))
      problems.push(`bracket ${index + 1} does not start above bracket ${index}`);
    if (bracket.rate < 0 || bracket.base < 0) problems.push(`bracket ${index + 1} has a negative amount`);
  });
  return problems;
}
