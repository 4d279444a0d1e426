// Builds every tenant (or one, or a shard) into dist/<slug>/, in parallel worker
// processes, skipping tenants whose inputs are unchanged (BLD-01…04). A worker renders a
// batch of tenants from one Astro build (src/build/batches.ts, src/build/tenant-batch.ts).
// Usage: npm run build [-- --tenant <slug>] [--shard i/n] [--force] [--concurrency N] [--accept-feed-drop]
import './lib/node-version.ts';
import { BUILD_PROCESS_FLAGS, compileCacheDir } from './lib/build-process.ts';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { heldCarsDir, readHeldCars } from '../src/build/held-cars.ts';
import { sharedInputHash, tenantBuildDay, tenantInputHash } from '../src/build/input-hash.ts';
import { tenantsRoot } from '../src/config/load-tenant.ts';
import { planBatches } from '../src/build/batches.ts';
import { readJsonRecord } from '../src/build/cache-file.ts';
import { readLastGoodFeed } from '../src/build/feed-guard.ts';
import { reportPath, summaryLine, type TenantBuildReport } from '../src/build/report.ts';
import { listTenants, parseShard, shardOf } from './lib/tenants.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    tenant: { type: 'string', multiple: true },
    shard: { type: 'string' },
    force: { type: 'boolean', default: false },
    // Build a tenant whose feed lost more valid records than feed.maxValidDrop allows (FEED-12).
    'accept-feed-drop': { type: 'boolean', default: false },
    concurrency: { type: 'string' },
    out: { type: 'string', default: 'dist' },
    quiet: { type: 'boolean', default: false },
  },
});
const distDir = resolve(root, values.out);
// Astro writes each tenant's prerender chunks under its output folder only when that folder
// is inside the project (otherwise into one shared .astro/ that parallel builds clobber,
// and where the chunks cannot resolve node_modules).
if (!distDir.startsWith(`${root}/`)) {
  console.error(`--out must be a folder inside the project (${root}); got ${distDir}`);
  process.exit(2);
}
const started = performance.now();
const now = process.env['BUILD_NOW'] ? new Date(process.env['BUILD_NOW']) : new Date();

const tenantsDir = tenantsRoot(root);
let tenants = listTenants(tenantsDir);
if (values.tenant) {
  const unknown = values.tenant.filter((slug) => !tenants.includes(slug));
  if (unknown.length > 0) {
    console.error(`Unknown tenant ${unknown.join(', ')}. Tenants: ${tenants.join(', ')}`);
    process.exit(2);
  }
  tenants = values.tenant;
}
try {
  tenants = shardOf(tenants, values.shard ? parseShard(values.shard) : undefined);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const shared = sharedInputHash(root);
const compileCache = process.env['NODE_COMPILE_CACHE'] ?? compileCacheDir(root, shared);
const concurrency = Math.max(1, Number(values.concurrency ?? availableParallelism()));

function previousReport(slug: string): TenantBuildReport | undefined {
  return readJsonRecord<TenantBuildReport>(reportPath(distDir, slug));
}

/** Builds a batch of tenants in one process (scripts/build-tenant.ts); one report each. */
function buildBatch(
  batch: readonly { slug: string; hash: string }[],
  maxParts: number,
): Promise<TenantBuildReport[]> {
  const logDir = join(root, '.cache', 'logs');
  mkdirSync(logDir, { recursive: true });
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [
        ...BUILD_PROCESS_FLAGS,
        join(root, 'scripts', 'build-tenant.ts'),
        ...batch.map((tenant) => tenant.slug),
        ...batch.flatMap((tenant) => ['--hash', tenant.hash]),
        '--out',
        values.out,
        ...(values.force ? ['--fresh'] : []),
        ...(values['accept-feed-drop'] ? ['--accept-feed-drop'] : []),
        // Cores left over when fewer tenants than workers are built: a large one splits.
        '--max-parts',
        String(maxParts),
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          ASTRO_TELEMETRY_DISABLED: '1',
          // Astro renders 16 pages at a time (astro.config.mjs); their file writes wait on libuv's
          // pool, 4 threads by default, which left the renderer idle on a slow disk.
          UV_THREADPOOL_SIZE: process.env['UV_THREADPOOL_SIZE'] ?? '16',
          // Node keeps the compiled code of the modules a build loads (ours, Astro's, the
          // bundle's) and checks each against its source: every build process after the first
          // starts 0.2 s sooner, and a split build starts three.
          NODE_COMPILE_CACHE: compileCache,
          BUILD_NOW: now.toISOString(),
          SITE_CODE_HASH: shared,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('close', (code) => {
      done(
        batch.map(({ slug, hash }) => {
          writeFileSync(join(logDir, `${slug}.log`), log);
          const report = previousReport(slug);
          if (report?.status === 'built' && report.inputHash === hash && report.builtAt === now.toISOString())
            return report;
          return {
            tenant: slug,
            status: 'failed',
            inputHash: '',
            timeMs: report?.timeMs ?? 0,
            error:
              report?.status === 'failed' && report.error
                ? report.error
                : `build exited with code ${code}; see .cache/logs/${slug}.log\n${log.slice(-2000)}`,
            builtAt: now.toISOString(),
          };
        }),
      );
    });
  });
}

const reports: TenantBuildReport[] = [];
function print(report: TenantBuildReport): void {
  reports.push(report);
  console.log(summaryLine(report));
  if (report.status === 'failed' && !values.quiet)
    console.log(
      report.error
        ?.split('\n')
        .map((line) => `    ${line}`)
        .join('\n'),
    );
}

// Which tenants changed, first: the cores not needed for other tenants go to a large one.
const queue: { slug: string; hash: string }[] = [];
for (const slug of tenants) {
  // Each tenant's day turns at its own midnight (site.timezone). A tenant without one has
  // settings that do not load: no hash, so it is built and its report says why it failed.
  const day = tenantBuildDay(tenantsDir, slug, now);
  // A hold that starts or ends changes the site (a car reserved or reservable again).
  const held = readHeldCars(heldCarsDir(root), slug, now);
  const hash = day === undefined ? '' : tenantInputHash(join(tenantsDir, slug), shared, day, held);
  const previous = previousReport(slug);
  if (
    !values.force &&
    hash !== '' &&
    previous?.status === 'built' &&
    previous.inputHash === hash &&
    existsSync(join(distDir, slug, 'index.html'))
  )
    print({ ...previous, status: 'skipped', timeMs: 0 });
  else queue.push({ slug, hash });
}
const maxParts = Math.max(1, Math.floor(concurrency / Math.max(1, queue.length)));
/**
 * A tenant's size for batching: its last report's cars, else the valid records of its last
 * good feed (a failed build's report has no car count), else a guess for a new tenant.
 */
function lastKnownCars(slug: string): number {
  return previousReport(slug)?.cars ?? readLastGoodFeed(distDir, slug)?.valid ?? 1_000;
}

// Tenants that share one Astro build (src/build/batches.ts), sized by their last car count.
const batches = planBatches(
  queue.map((tenant) => ({ ...tenant, cars: lastKnownCars(tenant.slug) })),
  Math.min(concurrency, queue.length),
);

async function worker(): Promise<void> {
  for (let next = batches.shift(); next; next = batches.shift())
    for (const report of await buildBatch(next, maxParts)) print(report);
}
await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));

const failed = reports.filter((r) => r.status === 'failed');
const built = reports.filter((r) => r.status === 'built').length;
const skipped = reports.filter((r) => r.status === 'skipped').length;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${reports.length} tenant(s): ${built} built, ${skipped} unchanged, ${failed.length} failed in ${seconds}s${failed.length ? ` — failed: ${failed.map((r) => r.tenant).join(', ')}` : ''}`,
);
if (failed.length > 0) process.exit(1);
