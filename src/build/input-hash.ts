/**
 * Incremental builds (BLD-02): a tenant is rebuilt only when a hash of its inputs changes.
 * Inputs are the tenant folder (config, stock, assets), the shared code and lockfile, and
 * the build date: sold windows and 'new' tags depend on the day, so a new day is a new input.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TenantConfigError } from '../config/errors.ts';
import { loadTenant } from '../config/load-tenant.ts';
import { calendarDay, isTimeZone } from '../model/time-zone.ts';

const SKIP = new Set(['node_modules', '.git', 'dist', '.cache', '.astro']);

function listFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  if (statSync(dir).isFile()) {
    out.push(dir);
    return out;
  }
  for (const name of readdirSync(dir).sort()) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) listFiles(path, out);
    else out.push(path);
  }
  return out;
}

/** Hash of files under the given paths (files or folders), names and contents. */
export function hashPaths(root: string, paths: string[]): string {
  const hash = createHash('sha256');
  for (const path of paths) {
    for (const file of listFiles(join(root, path))) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** The code every tenant is built with. */
export const SHARED_INPUTS = [
  'src',
  'public',
  'scripts/build.ts',
  'scripts/build-tenant.ts',
  'scripts/lib',
  'astro.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export function sharedInputHash(root: string): string {
  return hashPaths(root, SHARED_INPUTS);
}

export function tenantInputHash(
  tenantDir: string,
  sharedHash: string,
  buildDay: string,
  /** The cars reservations hold now (src/build/held-cars.ts). */
  heldCarIds: readonly string[] = [],
): string {
  return createHash('sha256')
    .update(sharedHash)
    .update(buildDay)
    .update(hashPaths(tenantDir, ['.']))
    .update(heldCarIds.length === 0 ? '' : `held:${heldCarIds.join(',')}`)
    .digest('hex');
}

/**
 * The build day (YYYY-MM-DD) in the tenant's own zone (site.timezone): its stock's day turns
 * at its midnight, so a Perth dealer is not rebuilt at Sydney's midnight and then left with
 * yesterday's sold window and 'new' tags for three hours.
 */
export function buildDay(now: Date, timeZone: string): string {
  return calendarDay(now, timeZone);
}

/**
 * The build day of the tenant in `tenantsDir/slug`, in the zone its settings name; undefined
 * when its settings do not load or name a zone the platform does not know. Such a tenant has
 * no input hash and is built every time, so its own build reports what is wrong with it
 * while the other tenants still build.
 */
export function tenantBuildDay(tenantsDir: string, slug: string, now: Date): string | undefined {
  let timeZone: string;
  try {
    timeZone = loadTenant(tenantsDir, slug).settings.site.timezone;
  } catch (error) {
    if (error instanceof TenantConfigError) return undefined;
    throw error;
  }
  return isTimeZone(timeZone) ? buildDay(now, timeZone) : undefined;
}
