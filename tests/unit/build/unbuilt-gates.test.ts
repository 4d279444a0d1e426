import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareSiteData } from '../../../src/build/prepare.ts';
import { FIXTURE_TENANTS } from '../../fixtures/helpers.ts';

const NOW = new Date('2026-11-26T00:00:00Z');

describe('gating a page the platform does not build', () => {
  it('is refused with a clear build error naming the key and the page', () => {
    const root = mkdtempSync(join(tmpdir(), 'gates-'));
    cpSync(join(FIXTURE_TENANTS, 'csv-yard'), join(root, 'csv-yard'), { recursive: true });
    const file = join(root, 'csv-yard', 'settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    const gate = (gatedRoutes: string[]) =>
      writeFileSync(file, JSON.stringify({ ...settings, features: { ...settings.features, gatedRoutes } }));
    gate(['checkout', 'spin-to-win']);
    expect(() => prepareSiteData(root, 'csv-yard', NOW)).toThrow(
      /features\.gatedRoutes.*\/spin-to-win is not built yet, so there is nothing to gate; remove 'spin-to-win'/s,
    );
    gate(['checkout', 'finance']);
    expect(() => prepareSiteData(root, 'csv-yard', NOW)).not.toThrow();
  });
});
