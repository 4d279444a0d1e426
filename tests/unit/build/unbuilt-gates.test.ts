import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareSiteData } from '../../../src/build/prepare.ts';
import { FIXTURE_TENANTS } from '../../fixtures/helpers.ts';

const NOW = new Date('2026-11-26T00:00:00Z');

describe('gating a page the tenant does not build', () => {
  it('is refused with a clear build error naming the key and the page', () => {
    const root = mkdtempSync(join(tmpdir(), 'gates-'));
    cpSync(join(FIXTURE_TENANTS, 'csv-yard'), join(root, 'csv-yard'), { recursive: true });
    const file = join(root, 'csv-yard', 'settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    const gate = (gatedRoutes: string[], more: Record<string, unknown> = {}) =>
      writeFileSync(
        file,
        JSON.stringify({ ...settings, ...more, features: { ...settings.features, gatedRoutes } }),
      );
    gate(['checkout', 'spin-to-win']);
    expect(() => prepareSiteData(root, 'csv-yard', NOW)).toThrow(
      /features\.gatedRoutes.*\/spin-to-win is not built for this tenant \(promotions\.spinToWin\.enabled is off\), so there is nothing to gate; turn it on or remove 'spin-to-win'/s,
    );
    gate(['online-payment']);
    expect(() => prepareSiteData(root, 'csv-yard', NOW)).toThrow(/payments\.onlinePaymentPage is off/);
    gate(['checkout', 'finance']);
    expect(() => prepareSiteData(root, 'csv-yard', NOW)).not.toThrow();
    gate(['online-payment'], { payments: { onlinePaymentPage: true } });
    expect(() => prepareSiteData(root, 'csv-yard', NOW)).not.toThrow();
  });
});
