/** The build report per tenant (BLD-04), written to dist/.reports/<slug>.json. */
import type { Channel, ChannelReport } from '../domain/channels/eligibility.ts';
import type { ImageReport } from './images/car-images.ts';
import type { LogoReport } from './images/logo-images.ts';
import type { FeedIssue } from '../feed/report.ts';

export interface TenantBuildReport {
  tenant: string;
  status: 'built' | 'skipped' | 'failed';
  inputHash: string;
  siteUrl?: string;
  domains?: string[];
  pages?: number;
  /** Pages taken unchanged from the last build instead of rendered (BLD-09). */
  pagesReused?: number;
  /** Processes the pages were rendered in (a large tenant uses one per free core). */
  buildProcesses?: number;
  /** Whether the build reused the last build's bundle of the same code instead of bundling (src/build/bundle-cache.ts); each part's, when split. */
  bundleReused?: boolean;
  cars?: number;
  feedRecords?: number;
  skippedRecords?: FeedIssue[];
  warnings?: FeedIssue[];
  excludedByStockRules?: number;
  /** Each advertising channel's feed: off, or the cars it carries and those it leaves out with the reasons (CHAN-03). */
  channels?: Record<Channel, ChannelReport>;
  /** The build's own image pipeline (without an image CDN): photos resized, from the cache, and left out per car with the reason (issue 16). */
  images?: ImageReport | undefined;
  /** Make logos given as pictures: resized, from the cache, and those that could not be read (issue 16). */
  logos?: Omit<LogoReport, 'resized' | 'dirs'> | undefined;
  timeMs: number;
  outputBytes?: number;
  /** Tenants rendered by the same Astro build (src/build/tenant-batch.ts); they share its start-up. */
  batchSize?: number;
  /**
   * Where the time went: reading and preparing the feed, Astro's start and Vite bundle (shared
   * by a batch, so each tenant's share), rendering the pages, and moving the site into place.
   */
  phasesMs?: { prepare: number; bundle: number; render: number; publish: number };
  /** Peak resident memory of the tenant's build process (the largest one, when split). */
  peakRssMb?: number;
  error?: string;
  builtAt: string;
}

export function reportPath(distDir: string, slug: string): string {
  return `${distDir}/.reports/${slug}.json`;
}

/** One line per tenant for the console summary. */
export function summaryLine(report: TenantBuildReport): string {
  const seconds = (report.timeMs / 1000).toFixed(1);
  if (report.status === 'failed')
    return `✗ ${report.tenant}: FAILED in ${seconds}s — ${report.error?.split('\n')[0] ?? 'unknown error'}`;
  if (report.status === 'skipped')
    return `= ${report.tenant}: unchanged, skipped (${report.cars ?? '?'} cars, ${report.pages ?? '?'} pages)`;
  const mb = ((report.outputBytes ?? 0) / 1e6).toFixed(1);
  const skipped = new Set(report.skippedRecords?.map((issue) => issue.record)).size;
  const reused = report.pagesReused ? ` (${report.pagesReused} reused)` : '';
  return `✓ ${report.tenant}: ${report.cars} cars, ${report.pages} pages${reused}, ${skipped} feed record${skipped === 1 ? '' : 's'} skipped, ${mb} MB in ${seconds}s`;
}
