import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareSiteData } from '../../../src/build/prepare.ts';
import { copyTenantAssets, referencedMediaPaths, tenantAssetsOf } from '../../../src/build/tenant-assets.ts';
import { FIXTURE_TENANTS } from '../../fixtures/helpers.ts';

const NOW = new Date('2026-11-26T00:00:00Z');
const REPO = resolve(import.meta.dirname, '..', '..', '..');

describe('the shared static assets', () => {
  it('a tenant without the demo media still gets the placeholder photo, from public/', () => {
    const data = prepareSiteData(FIXTURE_TENANTS, 'csv-yard', NOW);
    const root = mkdtempSync(join(tmpdir(), 'assets-'));
    mkdirSync(join(root, 'public', 'media'), { recursive: true });
    copyFileSync(
      join(REPO, 'public', 'media', 'placeholder.jpg'),
      join(root, 'public', 'media', 'placeholder.jpg'),
    );
    const out = join(root, 'dist');
    expect(copyTenantAssets(root, tenantAssetsOf(data), out)).toEqual([]);
    expect(existsSync(join(out, 'media', 'placeholder.jpg'))).toBe(true);
    // Without public/ (nor the demo media) it is reported missing, never silently broken.
    const bare = mkdtempSync(join(tmpdir(), 'assets-'));
    expect(copyTenantAssets(bare, tenantAssetsOf(data), join(bare, 'dist'))).toContain(
      '/media/placeholder.jpg',
    );
  });
});

describe('the media a site needs besides its cars’ photos', () => {
  it('includes the promotional popup’s image (no car need share it)', () => {
    const data = prepareSiteData(FIXTURE_TENANTS, 'csv-yard', NOW);
    data.tenant.popup = { ...(data.tenant.popup as object), image: '/media/promos/summer.jpg' } as never;
    expect(referencedMediaPaths(data).has('/media/promos/summer.jpg')).toBe(true);
  });
});
