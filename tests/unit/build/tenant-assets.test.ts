import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
    expect(copyTenantAssets(root, tenantAssetsOf(data), out).missing).toEqual([]);
    expect(existsSync(join(out, 'media', 'placeholder.jpg'))).toBe(true);
    // Without public/ (nor the demo media) it is reported missing, never silently broken.
    const bare = mkdtempSync(join(tmpdir(), 'assets-'));
    expect(copyTenantAssets(bare, tenantAssetsOf(data), join(bare, 'dist')).missing).toContain(
      '/media/placeholder.jpg',
    );
  });

  it('leaves a photo set the live site already has where it is, and places the others', () => {
    const data = prepareSiteData(FIXTURE_TENANTS, 'csv-yard', NOW);
    const root = mkdtempSync(join(tmpdir(), 'assets-'));
    process.env['IMAGE_CACHE_DIR'] = join(root, 'images');
    try {
      for (const set of ['aaaa-600', 'bbbb-600']) {
        mkdirSync(join(root, 'images', set), { recursive: true });
        writeFileSync(join(root, 'images', set, '320.jpg'), set);
      }
      const live = join(root, 'live');
      mkdirSync(join(live, 'img', 'aaaa-600'), { recursive: true });
      const out = join(root, 'staging');
      const assets = { ...tenantAssetsOf(data), imageSets: ['aaaa-600', 'bbbb-600'] };
      expect(copyTenantAssets(root, assets, out, live).keptFolders).toEqual(new Set(['img/aaaa-600']));
      expect(existsSync(join(out, 'img', 'aaaa-600'))).toBe(false);
      expect(readFileSync(join(out, 'img', 'bbbb-600', '320.jpg'), 'utf8')).toBe('bbbb-600');
      // A new site (no live one to keep from) gets every set.
      const fresh = join(root, 'fresh');
      expect(copyTenantAssets(root, assets, fresh).keptFolders.size).toBe(0);
      expect(existsSync(join(fresh, 'img', 'aaaa-600', '320.jpg'))).toBe(true);
    } finally {
      delete process.env['IMAGE_CACHE_DIR'];
    }
  });
});

describe('the media a site needs besides its cars’ photos', () => {
  it('includes the promotional popup’s image (no car need share it)', () => {
    const data = prepareSiteData(FIXTURE_TENANTS, 'csv-yard', NOW);
    data.tenant.popup = { ...(data.tenant.popup as object), image: '/media/promos/summer.jpg' } as never;
    expect(referencedMediaPaths(data).has('/media/promos/summer.jpg')).toBe(true);
  });
});
