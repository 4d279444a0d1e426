/**
 * What the API knows about a tenant: the prepared data its site was built from
 * (dist/.data/<slug>.json: validated settings, locations and published stock). Re-read when
 * a rebuild replaces the file, so the API never needs a restart after a stock change.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteData } from '../build/site-data.ts';
import type { Car } from '../model/car.ts';

export interface TenantData extends SiteData {
  carsBySlug: Map<string, Car>;
  carsById: Map<string, Car>;
}

/** `recheckMs`: how often the file is checked for a rebuild; requests in between use the cached data. */
export function tenantDataLoader(
  distDir: string,
  recheckMs = 2000,
): (slug: string) => TenantData | undefined {
  const cache = new Map<string, { mtimeMs: number; checkedAt: number; data: TenantData }>();
  return (slug) => {
    const hit = cache.get(slug);
    if (hit && Date.now() - hit.checkedAt < recheckMs) return hit.data;
    const file = join(distDir, '.data', `${slug}.json`);
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (hit && hit.mtimeMs === mtimeMs) {
      hit.checkedAt = Date.now();
      return hit.data;
    }
    const site = JSON.parse(readFileSync(file, 'utf8')) as SiteData;
    const data: TenantData = {
      ...site,
      carsBySlug: new Map(site.cars.map((car) => [car.slug, car])),
      carsById: new Map(site.cars.map((car) => [car.id, car])),
    };
    cache.set(slug, { mtimeMs, checkedAt: Date.now(), data });
    return data;
  };
}
