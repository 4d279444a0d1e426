/** Helpers for browser tests: tenant URLs and the data a tenant was built from. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteData } from '../../src/build/site-data.ts';
import type { TenantBuildReport } from '../../src/build/report.ts';

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
  if (!port) throw new Error('E2E_PORT is not set: run through `npm run test:e2e` (global setup starts the server)');
  return `http://${slug}.localhost:${port}${path}`;
}

/** The prepared data a built tenant's pages were rendered from. */
export function builtData(slug: string): SiteData {
  return JSON.parse(readFileSync(resolve(root, 'dist', '.data', `${slug}.json`), 'utf8')) as SiteData;
}

export function buildReport(slug: string): TenantBuildReport {
  return JSON.parse(readFileSync(resolve(root, 'dist', '.reports', `${slug}.json`), 'utf8')) as TenantBuildReport;
}
