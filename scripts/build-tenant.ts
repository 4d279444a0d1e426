// Builds one tenant, or a batch of tenants from one Astro build (src/build/tenant-batch.ts),
// into dist/<slug>/ (run by scripts/build.ts in a worker process). Each tenant succeeds or
// fails alone: a failed one keeps its last good site and its report says why. (A process
// killed while it changes a site in place leaves a report that says so: see publish.)
// Usage: node scripts/build-tenant.ts <slug>... [--hash <inputHash>]... [--out dist] [--fresh] [--accept-feed-drop] [--max-parts N]
import './lib/node-version.ts';
import { BUILD_PROCESS_FLAGS } from './lib/build-process.ts';
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { feedDropProblem, lastGoodFeedFile, readLastGoodFeed } from '../src/build/feed-guard.ts';
import { heldCarsDir, readHeldCars } from '../src/build/held-cars.ts';
import { readSoldLedger, soldLedgerFile, writeSoldLedger } from '../src/build/sold-ledger.ts';
import { sharedInputHash } from '../src/build/input-hash.ts';
import {
  type Channel,
  type ChannelCar,
  type ChannelReport,
  channelReport,
} from '../src/domain/channels/eligibility.ts';
import type { SiteData } from '../src/build/site-data.ts';
import { channelSite } from '../src/lib/channel-site.ts';
import { mergeParts } from '../src/build/merge-parts.ts';
import { writeJsonInPieces } from '../src/build/json-file.ts';
import { partsFor } from '../src/build/page-parts.ts';
import {
  forgetPageKeys,
  liveSite,
  pageKeysFile,
  pageKeysStamp,
  writePageKeys,
} from '../src/build/page-reuse.ts';
import {
  forgetSiteFilesList,
  readSiteFiles,
  readSiteFilesList,
  type SiteFiles,
  siteFilesList,
  updateInPlace,
  writeSiteFilesList,
} from '../src/build/update-in-place.ts';
import { prepareSiteData } from '../src/build/prepare.ts';
import { reportPath, type TenantBuildReport } from '../src/build/report.ts';
import { startTenantBatch } from '../src/build/tenant-batch.ts';
import { bundleReused } from '../src/build/bundle-cache.ts';
import { processCarImages } from '../src/build/images/car-images.ts';
import { contentImages, withContentImages } from '../src/build/images/content-images.ts';
import { pictureLogos, processMakeLogos } from '../src/build/images/logo-images.ts';
import { copyTenantAssets, imageCacheDir, MEDIA_DIR, tenantAssetsOf } from '../src/build/tenant-assets.ts';
import { carsFile, writeRedirects } from '../src/build/write-redirects.ts';
import { tenantsRoot } from '../src/config/load-tenant.ts';
import { emptyTrash } from './lib/trash.ts';
import { contentSecurityPolicy, headersFile } from '../src/build/csp.ts';
import { readJsonRecord } from '../src/build/cache-file.ts';

const root = resolve(import.meta.dirname, '..');
const { positionals: slugs, values } = parseArgs({
  allowPositionals: true,
  options: {
    // One per tenant, in the order of the slugs.
    hash: { type: 'string', multiple: true, default: [] },
    out: { type: 'string', default: 'dist' },
    // Render every page again, ignoring the last build's pages (npm run build -- --force).
    fresh: { type: 'boolean', default: false },
    // Build even when the feed's valid records dropped past feed.maxValidDrop (FEED-12).
    'accept-feed-drop': { type: 'boolean', default: false },
    // Cores a single tenant may use: a large one splits its car pages between processes.
    'max-parts': { type: 'string', default: '1' },
  },
});
if (slugs.length === 0) {
  console.error('Usage: node scripts/build-tenant.ts <slug>... [--hash <inputHash>]...');
  process.exit(2);
}
const distDir = resolve(root, values.out);
const started = performance.now();
const now = process.env['BUILD_NOW'] ? new Date(process.env['BUILD_NOW']) : new Date();

function folderStats(files: SiteFiles): { pages: number; bytes: number } {
  let pages = 0,
    bytes = 0;
  for (const [file, size] of files) {
    if (file.endsWith('.html')) pages++;
    bytes += size;
  }
  return { pages, bytes };
}

function writeReport(report: TenantBuildReport): void {
  mkdirSync(join(distDir, '.reports'), { recursive: true });
  writeFileSync(reportPath(distDir, report.tenant), `${JSON.stringify(report, null, 2)}\n`);
}

let failures = 0;
function fail(slug: string, error: unknown, timeMs: number): void {
  failures++;
  const message = error instanceof Error ? error.message : String(error);
  writeReport({
    tenant: slug,
    status: 'failed',
    inputHash: '',
    timeMs: Math.round(timeMs),
    error: message,
    builtAt: now.toISOString(),
  });
  console.error(`${slug}: ${message}`);
}

/**
 * Prepares a tenant's data and writes it for Astro, refusing a feed that lost too many
 * valid records (FEED-12). Only what the report, the assets and the redirects need is
 * returned: Astro reads the stock from the file, and keeping a second copy of 20,000 cars in
 * this process would nearly double the build's peak memory.
 */
async function prepareDataFile(slug: string) {
  // A page folder of the batch output would mix with the shared files Astro writes beside it.
  if (slug === '_astro' || existsSync(join(root, 'public', slug)))
    throw new Error(
      `The tenant slug "${slug}" is the name of a shared file or folder of every site; rename it`,
    );
  const ledgerFile = soldLedgerFile(distDir, slug);
  const { soldLedger, ...prepared } = prepareSiteData(
    tenantsRoot(root),
    slug,
    now,
    readHeldCars(heldCarsDir(root), slug, now),
    readSoldLedger(ledgerFile, slug),
  );
  const { feed } = prepared;
  // A broken export must not empty the dealer's site: refuse a feed whose valid records
  // dropped too far against the last good build.
  const feedNow = { records: feed.records, valid: feed.imported };
  const lastGoodFile = lastGoodFeedFile(distDir, slug);
  const lastGood = readLastGoodFeed(distDir, slug);
  const drop = values['accept-feed-drop']
    ? undefined
    : feedDropProblem(lastGood, feedNow, prepared.tenant.settings.feed.maxValidDrop);
  if (drop) throw new Error(drop);
  // The sold cars this build saw are real sales whatever becomes of the build (PROMO-06).
  writeSoldLedger(ledgerFile, soldLedger);
  // The build resizes the photos itself (issue 16): the cars and the tenant's content (model
  // pages, promotions, slides, offers, blog…) then point at their variants, and a car photo it
  // could not use is left out and reported. With an image CDN the CDN resizes the photos at
  // http addresses; the build still resizes the site's own (/media/), which the CDN cannot
  // fetch from a site not yet published.
  const { media } = prepared.tenant.settings;
  const photos = await processCarImages(
    prepared.cars,
    {
      root,
      mediaDir: MEDIA_DIR,
      cacheDir: imageCacheDir(root),
      quality: media.quality,
      skip: media.imageCdn ? (source) => /^https?:\/\//.test(source) : undefined,
    },
    contentImages(prepared.tenant),
  );
  prepared.cars = photos.cars;
  prepared.tenant = withContentImages(prepared.tenant, photos.content);
  // Make logos given as pictures are resized for the sizes they are shown at, CDN or not:
  // they are the site's own files.
  const logos = await processMakeLogos(
    pictureLogos(prepared.makeLogos, prepared.tenant.dir),
    imageCacheDir(root),
  );
  prepared.makeLogos = { ...prepared.makeLogos, resized: logos.resized };
  // The build renders from a staged copy; the API's copy (dist/.data/<slug>.json) is replaced
  // only when the new site is published (publishData), so a failed build never changes what
  // the API answers, and a reader never sees a half-written file.
  const dataFile = dataFileOf(slug);
  mkdirSync(join(distDir, '.staging'), { recursive: true });
  writeJsonInPieces(dataFile, prepared, 'cars');
  const backend = prepared.tenant.settings.search.backend;
  return {
    slug,
    dataFile,
    site: prepared.tenant.settings.site,
    // Origins the pages call besides their own, for the Content-Security-Policy.
    connect: backend.type === 'meilisearch' ? [new URL(backend.host).origin] : [],
    feed,
    feedNow,
    lastGoodFile,
    excludedCount: prepared.excluded.length,
    // What each advertising channel's feed carries and leaves out, and why (CHAN-03).
    channels: channelReports(prepared),
    assets: tenantAssetsOf(prepared, [...photos.dirs, ...logos.dirs]),
    images: photos.report,
    logos: { processed: logos.processed, cached: logos.cached, failed: logos.failed },
    carPages: prepared.cars.map(({ path, make, model, status }) => ({ path, make, model, status })),
  };
}
type PreparedTenant = Awaited<ReturnType<typeof prepareDataFile>> & { hash: string; prepareMs: number };

/**
 * The channel reports of the report, worked out when first asked for: a tenant whose parts
 * started early asks once they have the data (0.25 s at 20,000 cars that no longer delays
 * them); any other tenant asks as soon as it is prepared. Until then this holds the cars.
 */
function channelReports(prepared: SiteData): () => Record<Channel, ChannelReport> {
  const { channels } = prepared.tenant.settings;
  const site = channelSite(prepared.tenant, prepared.builtAt);
  let cars: readonly ChannelCar[] | undefined = prepared.cars;
  let reports: Record<Channel, ChannelReport> | undefined;
  return () => {
    reports ??= {
      google: channelReport(cars!, 'google', channels.googleVehicleAds, site),
      meta: channelReport(cars!, 'meta', channels.metaAutomotive, site),
    };
    cars = undefined;
    return reports;
  };
}

/** What a part of a split build reports (scripts/build-part.ts prints it, its keys in a file). */
interface PartResult {
  peakRssMb: number;
  bundleReused: boolean;
  keys: Record<string, string>;
  /** The pages it kept from the live site, by path. */
  kept: string[];
  scriptHashes: string[];
}

/** Runs one part of a split build in its own process (scripts/build-part.ts). */
function startPart(options: {
  part: string;
  slug: string;
  data: string;
  out: string;
  cache: string;
  viteCache: string;
  fresh: boolean;
  /** The part starts Astro now and reads the data once told, on its input, that it is ready. */
  waitForData: boolean;
  /** Every part's process, so the others can be stopped when one fails. */
  running: Set<ChildProcess>;
}): { child: ChildProcess; result: Promise<PartResult> } {
  rmSync(options.out, { recursive: true, force: true });
  const child = spawn(
    process.execPath,
    [
      ...BUILD_PROCESS_FLAGS,
      join(root, 'scripts', 'build-part.ts'),
      '--part',
      options.part,
      '--slug',
      options.slug,
      '--data',
      options.data,
      '--out',
      options.out,
      '--cache',
      options.cache,
      '--vite-cache',
      options.viteCache,
      '--dist',
      distDir,
      ...(options.fresh ? ['--fresh'] : []),
      ...(options.waitForData ? ['--wait-for-data'] : []),
    ],
    { cwd: root, env: process.env, stdio: [options.waitForData ? 'pipe' : 'ignore', 'pipe', 'pipe'] },
  );
  options.running.add(child);
  const result = new Promise<PartResult>((done, fail) => {
    let log = '';
    child.stdout!.on('data', (chunk) => (log += chunk));
    child.stderr!.on('data', (chunk) => (log += chunk));
    child.on('close', (code) => {
      options.running.delete(child);
      const result = /PART_RESULT (.+)/.exec(log);
      if (code === 0 && result) {
        const { keysFile, ...part } = JSON.parse(result[1]!) as Omit<PartResult, 'keys' | 'kept'> & {
          keysFile: string;
        };
        const { keys, kept } = JSON.parse(readFileSync(keysFile, 'utf8')) as Pick<
          PartResult,
          'keys' | 'kept'
        >;
        rmSync(keysFile, { force: true });
        return done({ ...part, keys, kept });
      }
      fail(new Error(`part ${options.part} of the build failed (exit ${code}):\n${log.slice(-3000)}`));
    });
  });
  // A part that fails before it is awaited (while the data is prepared) is reported when it is.
  result.catch(() => {});
  return { child, result };
}

/** The processes of a split build, started (src/build/page-parts.ts). */
interface SplitBuild {
  dirs: string[];
  results: Promise<PartResult>[];
  /** Tells parts that wait for the data that it is ready. */
  go(): void;
  /** Stops the parts and deletes what they wrote. */
  stop(): void;
}

/** Where a batch renders: its output folder, Astro's cache and Vite's (the parts add their number). */
function batchFolders(batchId: string): { outDir: string; cacheDir: string; viteCacheDir: string } {
  return {
    outDir: join(distDir, '.staging', `${batchId}.batch`),
    cacheDir: join(root, '.cache', 'astro', batchId),
    viteCacheDir: join(root, '.cache', 'vite', batchId),
  };
}

/** Where the build stages a tenant's prepared data for Astro (src/build/site-data.ts). */
function dataFileOf(slug: string): string {
  return join(distDir, '.staging', `${slug}.data.json`);
}

function startSplitBuild(slug: string, parts: number, waitForData: boolean): SplitBuild {
  const { outDir, cacheDir, viteCacheDir } = batchFolders(slug);
  const dirs = Array.from({ length: parts }, (_, i) => `${outDir}.part-${i + 1}`);
  const running = new Set<ChildProcess>();
  const started = dirs.map((out, i) =>
    startPart({
      part: `${i + 1}/${parts}`,
      slug,
      data: dataFileOf(slug),
      out,
      // Each part keeps its own incremental cache (its cars stay in it from build to build).
      cache: join(cacheDir, `part-${i + 1}-of-${parts}`),
      viteCache: `${viteCacheDir}-${i + 1}-of-${parts}`,
      fresh: values.fresh,
      waitForData,
      running,
    }),
  );
  return {
    dirs,
    results: started.map(({ result }) => result),
    go() {
      if (!waitForData) return;
      for (const { child } of started) {
        // A part that died meanwhile reports its own error; its closed input must not crash this process.
        child.stdin?.on('error', () => {});
        if (child.exitCode === null && child.signalCode === null) child.stdin?.end('go\n');
      }
    },
    stop() {
      for (const child of running) child.kill('SIGKILL');
      for (const dir of dirs) {
        rmSync(dir, { recursive: true, force: true });
        rmSync(`${dir}.keys.json`, { force: true });
      }
    },
  };
}

/**
 * Starts a large tenant's parts before its data is prepared, so that Astro starts (or bundles)
 * while the feed is read, checked and written: they wait for the data. The split is the one the
 * last good build's car count gives; the car count this build finds may differ, which only
 * changes how the pages are shared out.
 */
function startPartsEarly(slug: string): SplitBuild | undefined {
  const last = readJsonRecord<TenantBuildReport>(reportPath(distDir, slug));
  if (last?.status !== 'built' || last.cars === undefined) return undefined;
  const parts = partsFor(last.cars, Number(values['max-parts']), splitFromCars());
  return parts > 1 ? startSplitBuild(slug, parts, true) : undefined;
}

function splitFromCars(): number {
  return Number(process.env['BUILD_SPLIT_FROM_CARS'] ?? 2_000);
}

/**
 * Renders the batch into `outDir`: each tenant's pages under `<slug>/`, the files every site
 * shares (scripts, stylesheet, public/) once beside them. A large tenant built alone splits its
 * car pages between processes, whose folders are then merged.
 */
async function renderBatch(
  tenants: PreparedTenant[],
  { outDir, cacheDir, viteCacheDir }: ReturnType<typeof batchFolders>,
  /** The parts of a large tenant, started while its data was prepared. */
  early: SplitBuild | undefined,
): Promise<{
  failures: Map<string, string>;
  renderMs: Map<string, number>;
  keys: Map<string, Map<string, string>>;
  kept: Map<string, Set<string>>;
  scriptHashes: Map<string, Set<string>>;
  peakRssMb: number;
  parts: number;
  bundleReused: boolean;
}> {
  const parts =
    early?.dirs.length ??
    (tenants.length === 1
      ? partsFor(tenants[0]!.carPages.length, Number(values['max-parts']), splitFromCars())
      : 1);
  if (parts === 1) {
    const batch = startTenantBatch(
      tenants.map(({ slug, dataFile }) => ({ slug, dataFile, live: liveSite(distDir, slug, values.fresh) })),
      outDir,
      // A tenant alone with a core this process may use and does not split across: the pages
      // are finished and written on it (src/build/page-writer.ts) while this thread renders.
      { writerThread: tenants.length === 1 && Number(values['max-parts']) > 1 },
    );
    // Astro's build API is loaded only here: it takes about 0.6 s, which a split build (its parts
    // load it themselves) would spend before preparing the data.
    const { buildSite } = await import('./lib/astro-build.ts');
    await buildSite({ outDir, cacheDir, viteCacheDir });
    const renderMs = new Map([...batch.renderTimes].map(([slug, { start, end }]) => [slug, end - start]));
    return {
      failures: batch.failures,
      renderMs,
      keys: batch.keys,
      kept: batch.kept,
      scriptHashes: batch.scriptHashes,
      peakRssMb: 0,
      parts,
      bundleReused: bundleReused(),
    };
  }
  const tenant = tenants[0]!;
  const partStarted = performance.now();
  const split = early ?? startSplitBuild(tenant.slug, parts, false);
  let results: PartResult[];
  try {
    split.go();
    // While the parts render: this process's own share of the report.
    tenant.channels();
    results = await Promise.all(split.results);
    mergeParts(split.dirs[0]!, split.dirs.slice(1));
    renameSync(split.dirs[0]!, outDir);
  } finally {
    // One part failed: the others stop now rather than render on into a build that failed.
    split.stop();
  }
  return {
    failures: new Map(),
    renderMs: new Map([[tenant.slug, performance.now() - partStarted]]),
    keys: new Map([[tenant.slug, new Map(results.flatMap((result) => Object.entries(result.keys)))]]),
    kept: new Map([[tenant.slug, new Set(results.flatMap((result) => result.kept))]]),
    scriptHashes: new Map([[tenant.slug, new Set(results.flatMap((result) => result.scriptHashes))]]),
    peakRssMb: Math.max(...results.map((result) => result.peakRssMb)),
    parts,
    bundleReused: results.every((result) => result.bundleReused),
  };
}

/** Moves a tenant's pages out of the batch folder into its own, with the files sites share. */
function takeTenantSite(batchDir: string, slug: string, batchSlugs: ReadonlySet<string>): string {
  const staging = join(distDir, '.staging', slug);
  rmSync(staging, { recursive: true, force: true });
  renameSync(join(batchDir, slug), staging);
  // Astro names a status page 404.html only at the site's root; here the root is /<slug>/.
  const notFound = join(staging, '404', 'index.html');
  if (existsSync(notFound)) {
    renameSync(notFound, join(staging, '404.html'));
    rmSync(join(staging, '404'), { recursive: true });
  }
  for (const entry of readdirSync(batchDir))
    if (!batchSlugs.has(entry)) cpSync(join(batchDir, entry), join(staging, entry), { recursive: true });
  return staging;
}

/** Publishes a tenant's staged site and writes its report (BLD-04). */
function publish(
  tenant: PreparedTenant,
  staging: string,
  figures: {
    timeMs: number;
    buildProcesses: number;
    bundleReused: boolean;
    batchSize: number;
    peakRssMb: number;
    phasesMs: { prepare: number; bundle: number; render: number };
  },
  keys: ReadonlyMap<string, string>,
  /** The live site's pages this build kept rather than rendered (their keys are unchanged). */
  kept: ReadonlySet<string>,
  scriptHashes: ReadonlySet<string>,
): void {
  const publishStarted = performance.now();
  const {
    slug,
    site,
    feed,
    feedNow,
    lastGoodFile,
    excludedCount,
    assets,
    carPages,
    connect,
    channels,
    images,
    logos,
  } = tenant;
  const live = join(distDir, slug);
  const keysFile = pageKeysFile(distDir, slug);
  // A site changed in place keeps the photo sets it has (the same photos, by their names).
  const { missing, keptFolders } = copyTenantAssets(root, assets, staging, kept.size > 0 ? live : undefined);
  if (missing.length > 0) {
    feed.warnings.push({
      record: '(media)',
      field: 'images',
      reason: `${missing.length} local image(s) not found, e.g. ${missing[0]}; run npm run demo:media`,
    });
  }
  // The site's Content-Security-Policy, with the hashes of its inline scripts: those of the
  // pages rendered now and, when pages were kept from the live site (same code, so the same
  // scripts), the live site's too.
  const cspFile = join(distDir, '.reports', `${slug}.csp.json`);
  const hashes = new Set(scriptHashes);
  if (kept.size > 0) for (const hash of readJsonRecord<string[]>(cspFile) ?? []) hashes.add(hash);
  writeFileSync(
    join(staging, '_headers'),
    headersFile(
      contentSecurityPolicy({ scriptHashes: hashes, connect, frameAncestors: site.frameAncestors }),
    ),
  );
  // Cars that left since the last build: their URLs answer 301 to their make/model search.
  const { cars: carTargets } = writeRedirects({ distDir, slug, stagingDir: staging, kept, cars: carPages });
  const filesList = siteFilesList(distDir, slug);
  // A build that kept pages changes the live site in place, from its files as its build listed
  // them (walked when the list is missing, or is not the list of the site the keys describe).
  const before =
    kept.size > 0
      ? (readSiteFilesList(filesList, pageKeysStamp(keysFile)) ?? readSiteFiles(live))
      : undefined;
  // From here the live site changes. Should the build die before the end, the site is neither
  // the old one nor the new: the report says so (the next build renders the tenant whatever its
  // inputs, and no one packs the site), and the keys and the list are gone, so that build
  // renders every page and swaps in a whole new site.
  writeReport({
    tenant: slug,
    status: 'failed',
    inputHash: '',
    timeMs: Math.round(figures.timeMs),
    error: 'The build stopped while it published the site: the next build renders it again',
    builtAt: now.toISOString(),
  });
  forgetPageKeys(keysFile);
  forgetSiteFilesList(filesList);
  let files: SiteFiles;
  if (before) files = updateInPlace(staging, live, { pages: kept, folders: keptFolders }, before);
  else {
    // Nothing kept: the new site is swapped in whole. The replaced one goes to the trash and is
    // deleted in the background, as deleting 40,000 files takes seconds.
    const trash = join(distDir, '.trash', `${slug}-${process.pid}-${Date.now()}`);
    mkdirSync(join(distDir, '.trash'), { recursive: true });
    if (existsSync(live)) renameSync(live, trash);
    renameSync(staging, live);
    files = readSiteFiles(live);
  }
  // The API's data for the site just published, replaced in one rename.
  mkdirSync(join(distDir, '.data'), { recursive: true });
  renameSync(tenant.dataFile, join(distDir, '.data', `${slug}.json`));
  writePageKeys(keysFile, keys);
  writeSiteFilesList(filesList, files, pageKeysStamp(keysFile));
  mkdirSync(join(distDir, '.reports'), { recursive: true });
  writeFileSync(cspFile, JSON.stringify([...hashes].sort()));
  writeFileSync(carsFile(distDir, slug), JSON.stringify(carTargets));
  writeFileSync(lastGoodFile, JSON.stringify(feedNow));
  // Host names the server answers on for this site; kept apart from the report so a later
  // failed build does not make the last good site unreachable.
  writeFileSync(
    join(distDir, '.reports', `${slug}.site.json`),
    JSON.stringify({ siteUrl: site.url, domains: site.domains }),
  );
  const publishMs = performance.now() - publishStarted;
  const stats = folderStats(files);
  writeReport({
    tenant: slug,
    status: 'built',
    inputHash: tenant.hash,
    siteUrl: site.url,
    domains: site.domains,
    pages: stats.pages,
    pagesReused: kept.size,
    buildProcesses: figures.buildProcesses,
    bundleReused: figures.bundleReused,
    ...(figures.batchSize > 1 ? { batchSize: figures.batchSize } : {}),
    cars: carPages.length,
    feedRecords: feed.records,
    skippedRecords: feed.skipped,
    warnings: feed.warnings,
    excludedByStockRules: excludedCount,
    channels: channels(),
    images,
    ...(logos.processed + logos.cached + logos.failed.length > 0 ? { logos } : {}),
    timeMs: Math.round(figures.timeMs),
    outputBytes: stats.bytes,
    phasesMs: {
      prepare: Math.round(figures.phasesMs.prepare),
      bundle: Math.round(figures.phasesMs.bundle),
      render: Math.round(figures.phasesMs.render),
      publish: Math.round(publishMs),
    },
    peakRssMb: Math.max(figures.peakRssMb, Math.round(process.resourceUsage().maxRSS / 1024)),
    builtAt: now.toISOString(),
  });
}

// The code part of the pages' cache keys (src/lib/page-keys.ts): new code renders every page.
process.env['SITE_CODE_HASH'] ||= sharedInputHash(root);
// The searches each landing page made, for its key next build (src/lib/landing-keys.ts).
process.env['LANDING_SEARCHES_DIR'] ||= join(root, '.cache', 'landing');
// A large tenant built alone starts its parts now; they wait for the data prepared below.
const early = slugs.length === 1 ? startPartsEarly(slugs[0]!) : undefined;

const prepared: PreparedTenant[] = [];
for (const [i, slug] of slugs.entries()) {
  const from = performance.now();
  try {
    const tenant = await prepareDataFile(slug);
    // Parts started early get the data first and the reports while they render (renderBatch);
    // any other tenant's are worked out now, its failure its own, and its cars let go.
    if (!early) tenant.channels();
    prepared.push({ ...tenant, hash: values.hash[i] ?? '', prepareMs: performance.now() - from });
  } catch (error) {
    fail(slug, error, performance.now() - from);
  }
}
if (prepared.length === 0) early?.stop();

if (prepared.length > 0) {
  // A tenant built alone keeps its own incremental cache; a batch shares one, named by its tenants.
  const batchId =
    prepared.length === 1
      ? prepared[0]!.slug
      : `batch-${createHash('sha256')
          .update(prepared.map((tenant) => tenant.slug).join('\n'))
          .digest('hex')
          .slice(0, 12)}`;
  // Build beside the live folders and publish at the end, so a failed build never leaves a
  // half-written site where the last good one was.
  const folders = batchFolders(batchId);
  const batchDir = folders.outDir;
  rmSync(batchDir, { recursive: true, force: true });
  const renderStarted = performance.now();
  let rendered: Awaited<ReturnType<typeof renderBatch>> | undefined;
  try {
    rendered = await renderBatch(prepared, folders, early);
  } catch (error) {
    for (const tenant of prepared) fail(tenant.slug, error, performance.now() - started);
  }
  if (rendered) {
    const bundleMs =
      performance.now() - renderStarted - [...rendered.renderMs.values()].reduce((sum, ms) => sum + ms, 0);
    const batchSlugs = new Set(prepared.map((tenant) => tenant.slug));
    for (const tenant of prepared) {
      const from = performance.now();
      const failure = rendered.failures.get(tenant.slug);
      if (failure) {
        fail(tenant.slug, failure, tenant.prepareMs + (rendered.renderMs.get(tenant.slug) ?? 0));
        continue;
      }
      try {
        const staging = takeTenantSite(batchDir, tenant.slug, batchSlugs);
        // Alone, the whole process is the tenant's time; in a batch, its own work plus its
        // share of Astro's start-up.
        const timeMs =
          prepared.length === 1
            ? performance.now() - started
            : tenant.prepareMs +
              (rendered.renderMs.get(tenant.slug) ?? 0) +
              bundleMs / prepared.length +
              (performance.now() - from);
        publish(
          tenant,
          staging,
          {
            timeMs,
            buildProcesses: rendered.parts,
            bundleReused: rendered.bundleReused,
            batchSize: prepared.length,
            peakRssMb: rendered.peakRssMb,
            phasesMs: {
              prepare: tenant.prepareMs,
              bundle: bundleMs / prepared.length,
              render: rendered.renderMs.get(tenant.slug) ?? 0,
            },
          },
          rendered.keys.get(tenant.slug) ?? new Map(),
          rendered.kept.get(tenant.slug) ?? new Set(),
          rendered.scriptHashes.get(tenant.slug) ?? new Set(),
        );
      } catch (error) {
        fail(tenant.slug, error, performance.now() - from);
      }
    }
  }
  rmSync(batchDir, { recursive: true, force: true });
  emptyTrash(distDir);
}
// Exit now: a library's leftover timers would otherwise hold the process for a second.
process.exit(failures > 0 ? 1 : 0);
