/** Config → feed → stock rules: everything a tenant's pages need, or a clear error. */
import { SHARED_MAKES_DIR } from './tenant-assets.ts';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadTenant, type Tenant } from '../config/load-tenant.ts';
import { contentPagePath, reservedSlugMessage } from '../domain/content-pages.ts';
import { modelPagePath, RESERVED_ROUTE_SEGMENTS } from '../model/site-routes.ts';
import { selectPublishedStock } from '../domain/stock-rules.ts';
import { readTenantFeed } from '../feed/read-feed.ts';
import { compileFilter, FilterSyntaxError } from '../search/filter/index.ts';
import { TenantConfigError } from '../config/errors.ts';
import { svgLogoSize } from './logo-size.ts';
import { findSuburb } from './suburb-places.ts';
import { feedPlace } from '../domain/locations/feed-location.ts';
import type { Car } from '../model/car.ts';
import type { FeedReport } from '../feed/report.ts';
import type { SiteData } from './site-data.ts';
import { ledgerFigure, nextSoldLedger, type SoldLedger } from '../domain/promotions/sales-counter.ts';
import { calendarDay } from '../model/time-zone.ts';

export function prepareSiteData(
  tenantsDir: string,
  slug: string,
  now: Date,
  /** Cars a reservation holds now (src/build/held-cars.ts): published as reserved. */
  heldCarIds: readonly string[] = [],
  /** The sales counter's ledger the last build left (src/build/sold-ledger.ts). */
  soldBefore?: SoldLedger,
): SiteData & { soldLedger: SoldLedger } {
  const tenant = loadTenant(tenantsDir, slug);
  checkContentPageSlugs(tenant);
  checkUnbuiltGates(tenant);
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
  const { cars: read, report } = readTenantFeed(tenant);
  const fed = withFeedPlaces(read, report);
  const held = new Set(heldCarIds);
  const cars =
    held.size === 0 ? fed : fed.map((car) => (held.has(car.id) ? { ...car, reserved: true } : car));
  const { published, excluded } = selectPublishedStock(cars, tenant.settings.stock, now, (car) =>
    matchesFilter(car as unknown as Record<string, unknown>),
  );
  const makeLogos = {
    tenant: listFiles(join(tenant.dir, 'makes')),
    shared: listFiles(SHARED_MAKES_DIR),
  };
  const logoSize = svgLogoSize(join(tenant.dir, tenant.settings.branding.logo));
  // Every car of this site's stock, sold ones past the sold window too (PROMO-06, COMP-05).
  const counterZone = tenant.settings.promotions.salesCounter.timezone;
  const ours = fed.filter((car) => matchesFilter(car as unknown as Record<string, unknown>));
  const soldLedger = nextSoldLedger(soldBefore, ours, now, counterZone);
  return {
    tenant,
    cars: published,
    feed: report,
    excluded,
    makeLogos,
    logoSize,
    builtAt: now.toISOString(),
    salesThisMonth: ledgerFigure(soldLedger, calendarDay(now, counterZone)),
    soldLedger,
  };
}

/**
 * The platform's own first path segments (src/model/site-routes.ts; a test keeps that list a
 * superset of the routes in src/pages, so the build need not read the folder).
 */
export function reservedContentSlugs(): ReadonlySet<string> {
  return RESERVED_ROUTE_SEGMENTS;
}

/**
 * A content page may not take a built-in route (pages/search.md would hide the search), nor a
 * model's page (pages/hilux.md beside a HiLux model page).
 */
function checkContentPageSlugs(tenant: Tenant): void {
  const reserved = reservedContentSlugs();
  const modelPaths = new Map(
    tenant.models.flatMap((model) => {
      const path = modelPagePath(model);
      return path ? [[path, model.name] as const] : [];
    }),
  );
  const problems = (tenant.pages ?? []).flatMap((page) => {
    const path = contentPagePath(page.slug, tenant.settings.features.pagesPath);
    const model = modelPaths.get(path);
    const message =
      reservedSlugMessage(page.slug, reserved) ??
      (model ? `page "${page.slug}" would take the ${model} model page ${path}; rename the file` : undefined);
    return message
      ? [{ file: relative(process.cwd(), join(tenant.dir, 'pages', page.file)), path: '', message }]
      : [];
  });
  if (problems.length > 0) throw new TenantConfigError(tenant.slug, problems);
}

/** The setting that builds each page a tenant may gate, and whether this tenant turned it on. */
const GATEABLE_PAGE_SWITCHES: Readonly<
  Record<'spin-to-win' | 'online-payment', [string, (t: Tenant) => boolean]>
> = {
  'spin-to-win': ['promotions.spinToWin.enabled', (t) => t.settings.promotions.spinToWin.enabled],
  'online-payment': ['payments.onlinePaymentPage', (t) => t.settings.payments.onlinePaymentPage],
};

/**
 * A tenant that gates a page it does not build is refused by name: the setting would look
 * configured while no such page exists.
 */
function checkUnbuiltGates(tenant: Tenant): void {
  const unbuilt = tenant.settings.features.gatedRoutes.flatMap((route) => {
    const page = GATEABLE_PAGE_SWITCHES[route as keyof typeof GATEABLE_PAGE_SWITCHES];
    return page && !page[1](tenant) ? [{ route, setting: page[0] }] : [];
  });
  if (unbuilt.length > 0)
    throw new TenantConfigError(
      tenant.slug,
      unbuilt.map(({ route, setting }) => ({
        file: relative(process.cwd(), join(tenant.dir, 'settings.json')),
        path: 'features.gatedRoutes',
        message: `/${route} is not built for this tenant (${setting} is off), so there is nothing to gate; turn it on or remove '${route}'`,
      })),
    );
}

function listFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/**
 * Cars whose feed names a suburb that is none of the tenant's locations keep it as their place
 * (FEED-11), with its coordinates from the postcode data; a suburb the data does not know is
 * kept as a name and reported once.
 */
function withFeedPlaces(cars: Car[], report: FeedReport): Car[] {
  const root = resolve(import.meta.dirname, '..', '..');
  const unknown = new Map<string, number>();
  const placed = cars.map((car) => {
    if (car.location || !car.city?.trim()) return car;
    const place = findSuburb(root, car.city, car.state, car.private_postcode);
    const location = feedPlace({ city: car.city, state: car.state, postcode: place?.postcode }, place);
    if (!place && location) unknown.set(location.name, (unknown.get(location.name) ?? 0) + 1);
    return location ? { ...car, location, location_name: location.name } : car;
  });
  for (const [name, count] of unknown)
    report.warnings.push({
      record: '(feed)',
      field: 'city',
      reason: `${count} car(s) at "${name}", which the postcode data does not know: shown by name, without a map position or a delivery estimate from there`,
    });
  return placed;
}
