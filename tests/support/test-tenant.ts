/** Writes a small throwaway tenant folder for the build tests: settings, locations, a JSON feed, a logo. */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './run-build.ts';

export function writeTestTenant(
  tenantsDir: string,
  slug: string,
  tenant: { settings?: Record<string, unknown>; stock: unknown[]; locations: unknown },
): void {
  const dir = join(tenantsDir, slug);
  mkdirSync(dir, { recursive: true });
  cpSync(join(PROJECT_ROOT, 'tenants', 'harbour-city-toyota', 'logo.svg'), join(dir, 'logo.svg'));
  writeFileSync(
    join(dir, 'settings.json'),
    JSON.stringify({
      site: { name: slug, url: `https://www.${slug}.com.au` },
      feed: { file: 'stock.json' },
      ...tenant.settings,
    }),
  );
  writeFileSync(join(dir, 'locations.json'), JSON.stringify(tenant.locations));
  writeFileSync(join(dir, 'stock.json'), JSON.stringify(tenant.stock));
}
