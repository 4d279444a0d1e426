/** Helpers for browser tests: tenant URLs and the data a tenant was built from. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteData } from '../../src/build/site-data.ts';
import type { TenantBuildReport } from '../../src/build/report.ts';
import { brandOverviewPath, modelPagePath } from '../../src/model/site-routes.ts';

const root = resolve(import.meta.dirname, '..', '..');

export const DEMO_TENANTS = [
  'drive-subscriptions',
  'harbour-city-toyota',
  'outback-caravans-motorcycles',
  'southern-cross-auto-group',
  'westside-used-cars',
] as const;

export function siteUrl(slug: string, path = '/'): string {
  const port = process.env['E2E_PORT'];
  if (!port)
    throw new Error('E2E_PORT is not set: run through `npm run test:e2e` (global setup starts the server)');
  return `http://${slug}.localhost:${port}${path}`;
}

/** The prepared data a built tenant's pages were rendered from. */
export function builtData(slug: string): SiteData {
  return JSON.parse(readFileSync(resolve(root, 'dist', '.data', `${slug}.json`), 'utf8')) as SiteData;
}

export function buildReport(slug: string): TenantBuildReport {
  return JSON.parse(
    readFileSync(resolve(root, 'dist', '.reports', `${slug}.json`), 'utf8'),
  ) as TenantBuildReport;
}

/**
 * Node's resolver (used by Playwright's request API) does not map *.localhost to loopback
 * as browsers and curl do, so direct HTTP requests go to 127.0.0.1 with the site's Host.
 */
export function directRequest(slug: string, path = '/'): { url: string; headers: { host: string } } {
  const port = process.env['E2E_PORT'];
  return { url: `http://127.0.0.1:${port}${path}`, headers: { host: `${slug}.localhost:${port}` } };
}

/**
 * One path per kind of page: the first path of each distinct first segment (and the home page).
 * With the tenant's slug, its model pages (/toyota-hilux, /mazda-cx-5 …) are one kind and its
 * brand overviews (/toyota/overview …) another: one template each, however many the group has.
 */
export function onePerKind(paths: readonly string[], slug?: string): string[] {
  const templates = new Map<string, string>();
  if (slug) {
    const { tenant } = builtData(slug);
    for (const model of tenant.models) {
      const path = modelPagePath(model);
      if (path) templates.set(path, 'model page');
    }
    for (const brand of tenant.brands ?? []) {
      const path = brandOverviewPath(brand);
      if (path) templates.set(path, 'brand overview');
    }
  }
  const byKind = new Map<string, string>();
  for (const path of paths) {
    const kind = templates.get(path.replace(/(.)\/$/, '$1')) ?? path.split('/').filter(Boolean)[0] ?? '';
    if (!byKind.has(kind)) byKind.set(kind, path);
  }
  return [...byKind.values()];
}
