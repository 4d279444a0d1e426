/** Config → feed → stock rules: everything a tenant's pages need, or a clear error. */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadTenant } from '../config/load-tenant.ts';
import { selectPublishedStock } from '../domain/stock-rules.ts';
import { readTenantFeed } from '../feed/read-feed.ts';
import { compileFilter, FilterSyntaxError } from '../search/filter/index.ts';
import { TenantConfigError } from '../config/errors.ts';
import { svgLogoSize } from './logo-size.ts';
import type { SiteData } from './site-data.ts';

export function prepareSiteData(tenantsDir: string, slug: string, now: Date): SiteData {
  const tenant = loadTenant(tenantsDir, slug);
  let matchesFilter: (record: Record<string, unknown>) => boolean;
  try {
    matchesFilter = compileFilter(tenant.settings.stock.filter);
  } catch (error) {
    if (error instanceof FilterSyntaxError) {
      throw new TenantConfigError(slug, [
        {
          file: relative(process.cwd(), join(tenant.dir, 'settings.json')),
          path: 'stock.filter',
          message: error.message,
        },
      ]);
    }
    throw error;
  }
  const { cars, report } = readTenantFeed(tenant);
  const { published, excluded } = selectPublishedStock(cars, tenant.settings.stock, now, (car) =>
    matchesFilter(car as unknown as Record<string, unknown>),
  );
  const makeLogos = {
    tenant: listFiles(join(tenant.dir, 'makes')),
    shared: listFiles(resolve(import.meta.dirname, '..', '..', 'public', 'makes')),
  };
  const logoSize = svgLogoSize(join(tenant.dir, tenant.settings.branding.logo));
  return { tenant, cars: published, feed: report, excluded, makeLogos, logoSize, builtAt: now.toISOString() };
}

function listFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}
