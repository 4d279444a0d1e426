// One Astro build of the tenants announced with startTenantBatch (src/build/tenant-batch.ts),
// or of one part of a large tenant, as scripts/build-tenant.ts and scripts/build-part.ts run it.
// No `site`: the bundle serves every tenant, and pages take their URLs from the tenant's settings.
import { resolve } from 'node:path';
import { build } from 'astro';

const root = resolve(import.meta.dirname, '..', '..');

export function buildSite(options: { outDir: string; cacheDir: string; viteCacheDir: string }) {
  return build({
    root,
    outDir: options.outDir,
    cacheDir: options.cacheDir,
    vite: { cacheDir: options.viteCacheDir, logLevel: 'warn' },
    logLevel: process.env['BUILD_LOG'] === 'info' ? 'info' : 'warn',
  });
}
