/**
 * A tenant's instant-offer pricing rules (valuation-references.json, LEAD-14) are validated when
 * the tenant loads (CFG-03): a misspelt key, a missing rule, a bad figure or two references for
 * the same car fail that tenant's build with the tenant, file and key named.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../../src/config/load-tenant.ts';
import { configError, FIXTURE_TENANTS } from '../../fixtures/helpers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'valuation-references-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const reference = {
  make: 'Toyota',
  model: 'Corolla',
  variant: 'Ascent Sport',
  year: 2019,
  basis: 'retail',
  value: 19_990,
  km: 85_000,
  source: 'Dealer survey of carsales.com.au asking prices',
  asOf: '2026-11-30',
};
const rules = {
  offerPercentOfRetail: 80,
  offerPercentOfTrade: 100,
  kmPercentPer1000: 0.25,
  kmMaxPercent: 10,
  conditionPercent: { Excellent: 3, Good: 0, Fair: -8, Poor: -20 },
  references: [reference],
};

function tenantWith(slug: string, file: unknown): string {
  cpSync(join(FIXTURE_TENANTS, 'group-defaults'), join(scratch, slug), { recursive: true });
  writeFileSync(join(scratch, slug, 'valuation-references.json'), JSON.stringify(file));
  return slug;
}
const file = (slug: string) => relative(process.cwd(), join(scratch, slug, 'valuation-references.json'));

describe('valuation-references.json', () => {
  it('[LEAD-14] loads the rules and references, with the limits of spec-2 §9 by default', () => {
    const tenant = loadTenant(scratch, tenantWith('priced', rules));
    expect(tenant.valuation).toEqual({ ...rules, maxAgeYears: 10, maxKm: 100_000 });
    expect(loadTenant(FIXTURE_TENANTS, 'group-defaults').valuation).toBeUndefined();
  });

  it('[CFG-03] a misspelt key, a missing rule and bad figures fail the build naming tenant, file and key', () => {
    const slug = tenantWith('badly-priced', {
      ...rules,
      offerPercentOfRetail: 180,
      kmPercentPer1000: undefined,
      conditionPercent: { Excellent: 3, Good: 0, Fair: -8 },
      references: [
        { ...reference, value: '19,990', basis: 'private', asof: '2026-11-30', asOf: '30/11/2026' },
      ],
    });
    const error = configError(() => loadTenant(scratch, slug));
    expect(error.message).toBe(
      [
        'Tenant "badly-priced" has invalid configuration:',
        `  ${file(slug)} at offerPercentOfRetail: Expected a percentage of at most 100`,
        `  ${file(slug)} at kmPercentPer1000: required setting "kmPercentPer1000" is missing`,
        `  ${file(slug)} at conditionPercent.Poor: required setting "Poor" is missing`,
        `  ${file(slug)} at references.0.basis: Expected basis "retail" or "trade"`,
        `  ${file(slug)} at references.0.value: Expected a value in dollars as a whole number`,
        `  ${file(slug)} at references.0.asOf: Expected a date like 2026-11-30`,
        `  ${file(slug)} at references.0.asof: unknown setting "asof" (check the spelling)`,
      ].join('\n'),
    );
  });

  it('[CFG-03] two references for the same car (case and spacing aside) are refused', () => {
    const slug = tenantWith('twice-priced', {
      ...rules,
      references: [reference, { ...reference, variant: 'ascent  SPORT', value: 21_000 }],
    });
    expect(configError(() => loadTenant(scratch, slug)).problems).toEqual([
      {
        file: file(slug),
        path: 'references.1',
        message: 'the same car as references.0 (2019 Toyota Corolla ascent  SPORT)',
      },
    ]);
  });
});
