import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const NOW = new Date('2026-11-26T00:00:00Z');

describe('switches whose pages are not built yet', () => {
  it('a tenant turning on the online purchase journey gets a clear build error naming the key', async () => {
    const { cpSync, mkdtempSync: temp, readFileSync: read, writeFileSync: write } = await import('node:fs');
    const { FIXTURE_TENANTS } = await import('../../fixtures/helpers.ts');
    const { prepareSiteData } = await import('../../../src/build/prepare.ts');
    const root = temp(join(tmpdir(), 'journey-'));
    cpSync(join(FIXTURE_TENANTS, 'csv-yard'), join(root, 'csv-yard'), { recursive: true });
    const file = join(root, 'csv-yard', 'settings.json');
    const settings = JSON.parse(read(file, 'utf8'));
    write(file, JSON.stringify({ ...settings, features: { ...settings.features, checkoutJourney: true } }));
    expect(() => prepareSiteData(root, 'csv-yard', NOW)).toThrow(
      /features\.checkoutJourney.*the online purchase journey \(\/checkout-journey\) is not built yet; leave this off/s,
    );
  });
});
