/** Reads a tenant's stock feed file in its configured format and imports it. */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Tenant } from '../config/load-tenant.ts';
import { importRecords } from './import-feed.ts';
import { readCsvFeed } from './read-csv.ts';
import { readJsonFeed } from './read-json.ts';
import { FeedError, type FeedReport } from './report.ts';
import type { Car } from '../model/car.ts';

export interface FeedResult {
  cars: Car[];
  report: FeedReport;
}

export function readTenantFeed(tenant: Tenant): FeedResult {
  const { feed } = tenant.settings;
  const path = join(tenant.dir, feed.file);
  const file = relative(process.cwd(), path) || feed.file;
  if (!existsSync(path)) throw new FeedError(file, 'feed file is missing');
  const text = readFileSync(path, 'utf8');
  return importFeedText(text, file, tenant);
}

export function importFeedText(
  text: string,
  file: string,
  tenant: Pick<Tenant, 'settings' | 'locations'>,
): FeedResult {
  const { feed } = tenant.settings;
  let records: unknown[];
  let rowIssues: FeedReport['skipped'] = [];
  if (feed.format === 'csv') {
    ({ records, rowIssues } = readCsvFeed(text, file, feed));
  } else {
    records = readJsonFeed(text, file);
  }
  const { cars, skipped, warnings } = importRecords(records, feed, tenant.locations);
  const allSkipped = [...rowIssues, ...skipped];
  return {
    cars,
    report: {
      file,
      records: records.length + rowIssues.length,
      imported: cars.length,
      skipped: allSkipped,
      warnings,
    },
  };
}

export { FeedError };
