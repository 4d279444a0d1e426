// One Astro build of a tenant's site (or of one part of it), as scripts/build-tenant.ts and
// scripts/build-part.ts run it: the prepared data comes through TENANT_DATA_FILE.
import { resolve } from 'node:path';
import { build } from 'astro';

const root = resolve(import.meta.dirname, '..', '..');

export function buildSite(options: { outDir: string; site: string; cacheDir: string; viteCacheDir: string }) {
  return build({
    root,
    outDir: options.outDir,
    site: options.site,
    cacheDir: options.cacheDir,
    vite: { cacheDir: options.viteCacheDir, logLevel: 'warn' },
    logLevel: process.env['BUILD_LOG'] === 'info' ? 'info' : 'warn',
  });
}
