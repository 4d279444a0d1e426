// One Astro build of the tenants announced with startTenantBatch (src/build/tenant-batch.ts),
// or of one part of a large tenant, as scripts/build-tenant.ts and scripts/build-part.ts run it.
// No `site`: the bundle serves every tenant, and pages take their URLs from the tenant's settings.
import { join, resolve } from 'node:path';
import { build } from 'astro';
import { bundleKey, startBundleCache, stopBundleCache } from '../../src/build/bundle-cache.ts';

const root = resolve(import.meta.dirname, '..', '..');

export function buildSite(options: { outDir: string; cacheDir: string; viteCacheDir: string }) {
  // The bundle of the last build of this code is reused (src/build/bundle-cache.ts).
  const codeHash = process.env['SITE_CODE_HASH'];
  if (codeHash)
    startBundleCache({
      dir: join(options.cacheDir, 'bundle'),
      key: bundleKey({ codeHash, outDir: options.outDir, siteUrl: process.env['TENANT_SITE_URL'] }),
      outDir: options.outDir,
    });
  else stopBundleCache();
  return build({
    root,
    outDir: options.outDir,
    cacheDir: options.cacheDir,
    vite: { cacheDir: options.viteCacheDir, logLevel: 'warn' },
    logLevel: process.env['BUILD_LOG'] === 'info' ? 'info' : 'warn',
  });
}
