/**
 * LOC-10 bad input: a location's clock comes from its state or its own time_zone, so a location
 * without a state, or with a zone name no clock knows, fails the tenant's build naming the file
 * and key; it never falls back to the site's zone (Brisbane) and shows hours 1–3 hours out.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../../src/config/load-tenant.ts';
import { locationTimeZone } from '../../../src/model/location.ts';
import { configError, FIXTURE_TENANTS } from '../../fixtures/helpers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'location-zone-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type FixtureLocation = { address: Record<string, unknown>; time_zone?: string };

/** A copy of the group-defaults fixture tenant whose one location (l1, Caringbah NSW) is changed by `edit`. */
function tenantWith(slug: string, edit: (location: FixtureLocation) => void): string {
  cpSync(join(FIXTURE_TENANTS, 'group-defaults'), join(scratch, slug), { recursive: true });
  const path = join(scratch, slug, 'locations.json');
  const content = JSON.parse(readFileSync(path, 'utf8')) as { locations: FixtureLocation[] };
  edit(content.locations[0]!);
  writeFileSync(path, JSON.stringify(content));
  return slug;
}
const file = (slug: string) => relative(process.cwd(), join(scratch, slug, 'locations.json'));

describe("[LOC-10] a location's clock in locations.json", () => {
  it('takes its state’s zone, or the time_zone it sets (Broken Hill keeps Adelaide time)', () => {
    const sydney = loadTenant(
      scratch,
      tenantWith('nsw', () => {}),
    );
    expect(locationTimeZone(sydney.locations[0]!)).toBe('Australia/Sydney');
    const brokenHill = loadTenant(
      scratch,
      tenantWith('broken-hill', (location) => {
        location.time_zone = 'Australia/Broken_Hill';
      }),
    );
    expect(locationTimeZone(brokenHill.locations[0]!)).toBe('Australia/Broken_Hill');
  });

  it('a location without a state fails the build naming the file and key', () => {
    const slug = tenantWith('stateless', (location) => {
      delete location.address['state'];
    });
    expect(configError(() => loadTenant(scratch, slug)).message).toContain(
      `${file(slug)} at locations.0.address.state`,
    );
  });

  it('an unknown time zone name fails the build naming the file and key', () => {
    const slug = tenantWith('no-such-zone', (location) => {
      location.time_zone = 'Australia/Atlantis';
    });
    expect(configError(() => loadTenant(scratch, slug)).message).toBe(
      `Tenant "no-such-zone" has invalid configuration:\n  ${file(slug)} at locations.0.time_zone: Expected an IANA time zone name like Australia/Broken_Hill`,
    );
  });
});
