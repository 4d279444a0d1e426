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
import { buildSite } from './lib/astro-build.ts';
import { prepareSiteData } from '../src/build/prepare.ts';
import { heldCarsDir, readHeldCars } from '../src/build/held-cars.ts';
import { tenantsRoot } from '../src/config/load-tenant.ts';
import { reportPath, type TenantBuildReport } from '../src/build/report.ts';
import { copyTenantAssets, tenantAssetsOf } from '../src/build/tenant-assets.ts';
import { sharedInputHash } from '../src/build/input-hash.ts';
import { emptyTrash } from './lib/trash.ts';
import { spawn } from 'node:child_process';
import { partsFor } from '../src/build/page-parts.ts';
import { mergeParts } from '../src/build/merge-parts.ts';
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
    // Cores this tenant may use: a large one splits its car pages between processes.
    'max-parts': { type: 'string', default: '1' },
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

/**
 * Prepares the tenant's data and writes it for Astro, refusing a feed that lost too many
 * valid records (FEED-12). Only what the report, the assets and the redirects need is
 * returned: Astro reads the stock from the file, and keeping a second copy of 20,000 cars in
 * this process would nearly double the build's peak memory.
 */
function prepareDataFile() {
  const prepared = prepareSiteData(
    tenantsRoot(root),
    slug!,
    now,
    readHeldCars(heldCarsDir(root), slug!, now),
  );
  const { feed } = prepared;
  // A broken export must not empty the dealer's site: refuse a feed whose valid records
  // dropped too far against the last good build.
  const feedNow = { records: feed.records, valid: feed.imported };
  const lastGoodFile = join(distDir, '.reports', `${slug}.feed.json`);
  const lastGood = existsSync(lastGoodFile)
    ? (JSON.parse(readFileSync(lastGoodFile, 'utf8')) as FeedFigures)
    : undefined;
  const drop = values['accept-feed-drop']
    ? undefined
    : feedDropProblem(lastGood, feedNow, prepared.tenant.settings.feed.maxValidDrop);
  if (drop) throw new Error(drop);
  const dataFile = join(distDir, '.data', `${slug}.json`);
  mkdirSync(join(distDir, '.data'), { recursive: true });
  writeFileSync(dataFile, JSON.stringify(prepared));
  return {
    dataFile,
    site: prepared.tenant.settings.site,
    feed,
    feedNow,
    lastGoodFile,
    excludedCount: prepared.excluded.length,
    assets: tenantAssetsOf(prepared),
    carPages: prepared.cars.map(({ path, make, model }) => ({ path, make, model })),
  };
}

/** Runs one part of a split build in its own process (scripts/build-part.ts). */
function buildPart(options: {
  part: string;
  data: string;
  out: string;
  cache: string;
  site: string;
  slug: string;
}): Promise<{ peakRssMb: number }> {
  rmSync(options.out, { recursive: true, force: true });
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'scripts', 'build-part.ts'),
        '--part',
        options.part,
        '--data',
        options.data,
        '--out',
        options.out,
        '--cache',
        options.cache,
        '--site',
        options.site,
        '--vite-cache',
        join(root, '.cache', 'vite', `${options.slug}-${options.part.replace('/', '-of-')}`),
      ],
      { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('close', (code) => {
      const result = /PART_RESULT (.+)/.exec(log);
      if (code === 0 && result) return done(JSON.parse(result[1]!) as { peakRssMb: number });
      fail(new Error(`part ${options.part} of the build failed (exit ${code}):\n${log.slice(-3000)}`));
    });
  });
}

try {
  const { dataFile, site, feed, feedNow, lastGoodFile, excludedCount, assets, carPages } = prepareDataFile();
  process.env['TENANT_DATA_FILE'] = dataFile;
  // The code part of the pages' cache keys (src/lib/page-keys.ts): new code renders every page.
  process.env['SITE_CODE_HASH'] ||= sharedInputHash(root);
  const astroCache = join(root, '.cache', 'astro', slug);
  // A large tenant renders its car pages in several processes, one per free core.
  // BUILD_SPLIT_FROM_CARS lowers the size from which a tenant splits (tests split a small one).
  const splitFrom = Number(process.env['BUILD_SPLIT_FROM_CARS'] ?? 2_000);
  const parts = partsFor(carPages.length, Number(values['max-parts']), splitFrom);
  // Each part keeps its own incremental cache (its cars stay in it from build to build).
  const partCaches =
    parts === 1
      ? [astroCache]
      : Array.from({ length: parts }, (_, i) => join(astroCache, `part-${i + 1}-of-${parts}`));
  const manifests = partCaches.map((dir) => join(dir, 'incremental-build.json'));
  if (values.fresh) for (const file of manifests) rmSync(file, { force: true });
  const manifestsBefore = manifests.map(readManifest);

  // Build beside the live folder and swap at the end, so a failed build never leaves a
  // half-written site where the last good one was.
  const staging = join(distDir, '.staging', slug);
  rmSync(staging, { recursive: true, force: true });
  let peakRssMb = 0;
  if (parts === 1) {
    await buildSite({
      outDir: staging,
      site: site.url,
      cacheDir: astroCache,
      viteCacheDir: join(root, '.cache', 'vite', slug),
    });
  } else {
    const partDirs = partCaches.map((_, i) => join(distDir, '.staging', `${slug}.part-${i + 1}`));
    const results = await Promise.all(
      partCaches.map((cache, i) =>
        buildPart({
          part: `${i + 1}/${parts}`,
          data: dataFile,
          out: partDirs[i]!,
          cache,
          site: site.url,
          slug,
        }),
      ),
    );
    peakRssMb = Math.max(...results.map((result) => result.peakRssMb));
    mergeParts(partDirs[0]!, partDirs.slice(1));
    renameSync(partDirs[0]!, staging);
    for (const dir of partDirs.slice(1)) rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(join(distDir, '.reports'), { recursive: true });
  const missing = copyTenantAssets(root, assets, staging);
  if (missing.length > 0) {
    feed.warnings.push({
      record: '(media)',
      field: 'images',
      reason: `${missing.length} local image(s) not found, e.g. ${missing[0]}; run npm run demo:media`,
    });
  }
  // Cars that left since the last build: their URLs answer 301 to their make/model search.
  const { cars: carTargets } = writeRedirects({ distDir, slug, stagingDir: staging, cars: carPages });
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
    JSON.stringify({ siteUrl: site.url, domains: site.domains }),
  );
  const stats = folderStats(live);
  writeReport({
    tenant: slug,
    status: 'built',
    inputHash: values.hash,
    siteUrl: site.url,
    domains: site.domains,
    pages: stats.pages,
    pagesReused: manifests.reduce(
      (sum, file, i) => sum + reusedPageCount(manifestsBefore[i], readManifest(file)),
      0,
    ),
    buildProcesses: parts,
    cars: carPages.length,
    feedRecords: feed.records,
    skippedRecords: feed.skipped,
    warnings: feed.warnings,
    excludedByStockRules: excludedCount,
    timeMs: Math.round(performance.now() - started),
    outputBytes: stats.bytes,
    peakRssMb: Math.max(peakRssMb, Math.round(process.resourceUsage().maxRSS / 1024)),
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
