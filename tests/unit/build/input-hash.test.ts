/**
 * The build day in the input hash (BLD-02) is each tenant's own day, in its site.timezone:
 * fixture tenants copied to a temp folder with the zone changed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDay, tenantBuildDay, tenantInputHash } from '../../../src/build/input-hash.ts';

const fixtures = resolve(import.meta.dirname, '../../fixtures/tenants');
const tenantsDir = mkdtempSync(join(tmpdir(), 'input-hash-'));
afterAll(() => rmSync(tenantsDir, { recursive: true, force: true }));

/** full-franchise (a Sydney dealer) copied as `slug`, with its site.timezone set to `zone`. */
function tenantIn(slug: string, zone: string): void {
  cpSync(join(fixtures, 'full-franchise'), join(tenantsDir, slug), { recursive: true });
  const file = join(tenantsDir, slug, 'settings.json');
  const settings = JSON.parse(readFileSync(file, 'utf8'));
  settings.site.timezone = zone;
  writeFileSync(file, JSON.stringify(settings));
}
tenantIn('sydney-motors', 'Australia/Sydney');
tenantIn('perth-motors', 'Australia/Perth');
tenantIn('adelaide-motors', 'Australia/Adelaide');
tenantIn('nowhere-motors', 'Not/AZone');
cpSync(join(fixtures, 'broken-settings'), join(tenantsDir, 'broken-settings'), { recursive: true });

describe('[BLD-02] build day in the input hash', () => {
  it('is the day in the tenant’s own zone', () => {
    // 22:00 in Perth, 01:00 the next day in Sydney (AEDT), 00:30 in Adelaide (ACDT).
    const now = new Date('2026-11-24T14:00:00Z');
    expect(tenantBuildDay(tenantsDir, 'perth-motors', now)).toBe('2026-11-24');
    expect(tenantBuildDay(tenantsDir, 'sydney-motors', now)).toBe('2026-11-25');
    expect(tenantBuildDay(tenantsDir, 'adelaide-motors', now)).toBe('2026-11-25');
    // 01:30 in Perth: its day has turned as well.
    expect(tenantBuildDay(tenantsDir, 'perth-motors', new Date('2026-11-24T17:30:00Z'))).toBe('2026-11-25');
    // 23:59 in Adelaide (UTC+10:30): still the 24th there.
    expect(tenantBuildDay(tenantsDir, 'adelaide-motors', new Date('2026-11-24T13:29:00Z'))).toBe(
      '2026-11-24',
    );
  });

  it('so one instant gives a Perth and a Sydney tenant different hashes for the same inputs', () => {
    const now = new Date('2026-11-24T14:00:00Z');
    const perth = tenantInputHash(
      join(tenantsDir, 'sydney-motors'),
      'shared',
      buildDay(now, 'Australia/Perth'),
    );
    const sydney = tenantInputHash(
      join(tenantsDir, 'sydney-motors'),
      'shared',
      buildDay(now, 'Australia/Sydney'),
    );
    expect(perth).not.toBe(sydney);
    expect(tenantInputHash(join(tenantsDir, 'sydney-motors'), 'shared', '2026-11-25')).toBe(sydney);
  });

  it('is undefined when the settings do not load or name an unknown zone (the build then reports why)', () => {
    const now = new Date('2026-11-24T14:00:00Z');
    expect(tenantBuildDay(tenantsDir, 'broken-settings', now)).toBeUndefined();
    expect(tenantBuildDay(tenantsDir, 'nowhere-motors', now)).toBeUndefined();
    expect(tenantBuildDay(tenantsDir, 'no-such-tenant', now)).toBeUndefined();
  });
});
