// Builds one tenant into dist/<slug>/ (run by scripts/build.ts in a worker process).
// Usage: node scripts/build-tenant.ts <slug> --hash <inputHash> [--out dist] [--fresh] [--accept-feed-drop]
import './lib/node-version.ts';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'astro';
import { prepareSiteData } from '../src/build/prepare.ts';
import { heldCarsDir, readHeldCars } from '../src/build/held-cars.ts';
import { tenantsRoot } from '../src/config/load-tenant.ts';
import { reportPath, type TenantBuildReport } from '../src/build/report.ts';
import { copyTenantAssets } from '../src/build/tenant-assets.ts';
import { sharedInputHash } from '../src/build/input-hash.ts';
import { emptyTrash } from './lib/trash.ts';
import { type FeedFigures, feedDropProblem } from '../src/build/feed-guard.ts';
import { readManifest, reusedPageCount } from '../src/build/page-reuse.ts';
import { carsFile, writeRedirects } from '../src/build/write-redirects.ts';

const root = resolve(import.meta.dirname, '..');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    hash: { type: 'string', default: '' },
    out: { type: 'string', default: 'dist' },
    // Render every page again, ignoring the last build's pages (npm run build -- --force).
    fresh: { type: 'boolean', default: false },
    // Build even when the feed's valid records dropped past feed.maxValidDrop (FEED-12).
    'accept-feed-drop': { type: 'boolean', default: false },
  },
});
const slug = positionals[0];
if (!slug) {
  console.error('Usage: node scripts/build-tenant.ts <slug>');
  process.exit(2);
}
const distDir = resolve(root, values.out);
const started = performance.now();
const now = process.env['BUILD_NOW'] ? new Date(process.env['BUILD_NOW']) : new Date();

function folderStats(dir: string): { files: number; pages: number; bytes: number } {
  let files = 0,
    pages = 0,
    bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    if (entry.name.endsWith('.html')) pages++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, pages, bytes };
}

function writeReport(report: TenantBuildReport): void {
  mkdirSync(join(distDir, '.reports'), { recursive: true });
  writeFileSync(reportPath(distDir, slug!), `${JSON.stringify(report, null, 2)}\n`);
}

try {
  const data = prepareSiteData(tenantsRoot(root), slug, now, readHeldCars(heldCarsDir(root), slug, now));
  // A broken export must not empty the dealer's site: refuse a feed whose valid records
  // dropped too far against the last good build (FEED-12).
  const feedNow = { records: data.feed.records, valid: data.feed.imported };
  const lastGoodFile = join(distDir, '.reports', `${slug}.feed.json`);
  const lastGood = existsSync(lastGoodFile)
    ? (JSON.parse(readFileSync(lastGoodFile, 'utf8')) as FeedFigures)
    : undefined;
  const drop = values['accept-feed-drop']
    ? undefined
    : feedDropProblem(lastGood, feedNow, data.tenant.settings.feed.maxValidDrop);
  if (drop) throw new Error(drop);
  const dataFile = join(distDir, '.data', `${slug}.json`);
  mkdirSync(join(distDir, '.data'), { recursive: true });
  writeFileSync(dataFile, JSON.stringify(data));
  process.env['TENANT_DATA_FILE'] = dataFile;
  // The code part of the pages' cache keys (src/lib/page-keys.ts): new code renders every page.
  process.env['SITE_CODE_HASH'] ||= sharedInputHash(root);
  const astroCache = join(root, '.cache', 'astro', slug);
  const manifestFile = join(astroCache, 'incremental-build.json');
  if (values.fresh) rmSync(manifestFile, { force: true });
  const manifestBefore = readManifest(manifestFile);

  // Build beside the live folder and swap at the end, so a failed build never leaves a
  // half-written site where the last good one was.
  const staging = join(distDir, '.staging', slug);
  rmSync(staging, { recursive: true, force: true });
  await build({
    root,
    outDir: staging,
    site: data.tenant.settings.site.url,
    cacheDir: astroCache,
    vite: { cacheDir: join(root, '.cache', 'vite', slug), logLevel: 'warn' },
    logLevel: process.env['BUILD_LOG'] === 'info' ? 'info' : 'warn',
  });
  mkdirSync(join(distDir, '.reports'), { recursive: true });
  const missing = copyTenantAssets(root, data, staging);
  if (missing.length > 0) {
    data.feed.warnings.push({
      record: '(media)',
      field: 'images',
      reason: `${missing.length} local image(s) not found, e.g. ${missing[0]}; run npm run demo:media`,
    });
  }
  // Cars that left since the last build: their URLs answer 301 to their make/model search.
  const { cars: carTargets } = writeRedirects({ distDir, slug, stagingDir: staging, cars: data.cars });
  const live = join(distDir, slug);
  // The replaced site goes to the trash and is deleted in the background: the new one is
  // live as soon as it is renamed into place, and deleting 40,000 files takes seconds.
  const trash = join(distDir, '.trash', `${slug}-${process.pid}-${Date.now()}`);
  mkdirSync(join(distDir, '.trash'), { recursive: true });
  if (existsSync(live)) renameSync(live, trash);
  renameSync(staging, live);
  emptyTrash(distDir);
  writeFileSync(carsFile(distDir, slug), JSON.stringify(carTargets));
  writeFileSync(lastGoodFile, JSON.stringify(feedNow));

  // Host names the server answers on for this site; kept apart from the report so a later
  // failed build does not make the last good site unreachable.
  writeFileSync(
    join(distDir, '.reports', `${slug}.site.json`),
    JSON.stringify({ siteUrl: data.tenant.settings.site.url, domains: data.tenant.settings.site.domains }),
  );
  const stats = folderStats(live);
  writeReport({
    tenant: slug,
    status: 'built',
    inputHash: values.hash,
    siteUrl: data.tenant.settings.site.url,
    domains: data.tenant.settings.site.domains,
    pages: stats.pages,
    pagesReused: reusedPageCount(manifestBefore, readManifest(manifestFile)),
    cars: data.cars.length,
    feedRecords: data.feed.records,
    skippedRecords: data.feed.skipped,
    warnings: data.feed.warnings,
    excludedByStockRules: data.excluded.length,
    timeMs: Math.round(performance.now() - started),
    outputBytes: stats.bytes,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    builtAt: now.toISOString(),
  });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  writeReport({
    tenant: slug,
    status: 'failed',
    inputHash: '',
    timeMs: Math.round(performance.now() - started),
    error: message,
    builtAt: now.toISOString(),
  });
  console.error(message);
  process.exit(1);
}
