// Fleet benchmark (BLD-10; not a test: prints figures, asserts nothing). Builds N generated
// tenants of M cars each (default 40 × 300) from scratch with `npm run build` as CI runs it
// (one worker per core), as new code and again as the same code (a feed change), and prints
// the wall times, tenants per minute, the per-tenant fixed
// cost (a 1-car tenant built alone) and the peak memory of one tenant's build process.
// Usage: npm run bench:fleet [-- --tenants 40 --cars 300]
import '../../scripts/lib/node-version.ts';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { TenantBuildReport } from '../../src/build/report.ts';
import { waitForEmptyTrash } from './quiet-disk.ts';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: { tenants: { type: 'string', default: '40' }, cars: { type: 'string', default: '300' } },
});
const tenantCount = Number(values.tenants);
const carCount = Number(values.cars);
const work = join(root, '.cache', 'bench-fleet');
const tenantsDir = join(work, 'tenants');
const out = join(work, 'dist');
const source = join(root, 'tenants', 'westside-used-cars');

function makeTenant(slug: string, cars: number): void {
  const dir = join(tenantsDir, slug);
  cpSync(source, dir, { recursive: true, filter: (path) => !/stock\.generated\./.test(path) });
  const settingsFile = join(dir, 'settings.json');
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as { site: Record<string, unknown> };
  settings.site = {
    ...settings.site,
    name: `Fleet ${slug}`,
    url: `https://www.${slug}.example.com.au`,
    domains: [],
  };
  writeFileSync(settingsFile, JSON.stringify(settings, null, 2));
  const recipe = JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8')) as {
    feed: { format: string; file?: string };
  };
  const file = recipe.feed.file ?? `stock.generated.${recipe.feed.format}`;
  const generated = spawnSync(
    process.execPath,
    [
      'scripts/demo/generate-stock.ts',
      '--tenant',
      'westside-used-cars',
      '--count',
      String(cars),
      '--out',
      join(dir, file),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (generated.status !== 0) throw new Error(`generating ${slug} failed: ${generated.stderr}`);
}

function build(...args: string[]): number {
  waitForEmptyTrash(out);
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['scripts/build.ts', '--force', '--quiet', '--out', out, ...args],
    {
      cwd: root,
      env: { ...process.env, TENANTS_DIR: tenantsDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`fleet build failed:\n${result.stdout}${result.stderr}`);
  return (performance.now() - started) / 1000;
}

rmSync(work, { recursive: true, force: true });
mkdirSync(tenantsDir, { recursive: true });
const slugs = Array.from({ length: tenantCount }, (_, i) => `fleet-${String(i + 1).padStart(3, '0')}`);
for (const slug of slugs) makeTenant(slug, carCount);
makeTenant('fleet-fixed-cost', 1);

// The first fleet build is a build of new code: nothing kept from an earlier build (no bundle,
// no recorded landing searches; src/build/bundle-cache.ts, src/lib/landing-keys.ts). The second,
// of the same code from scratch, is what a feed change costs.
for (const dir of ['astro', 'landing'].map((name) => join(root, '.cache', name)).filter(existsSync))
  for (const name of readdirSync(dir))
    if (/^(batch-|fleet-)/.test(name)) rmSync(join(dir, name), { recursive: true, force: true });
const fixed = build('--tenant', 'fleet-fixed-cost');
const wall = build(...slugs.flatMap((slug) => ['--tenant', slug]));
const kept = build(...slugs.flatMap((slug) => ['--tenant', slug]));
const reports = slugs.map(
  (slug) => JSON.parse(readFileSync(join(out, '.reports', `${slug}.json`), 'utf8')) as TenantBuildReport,
);
const pages = reports.reduce((sum, report) => sum + (report.pages ?? 0), 0);
const row = {
  tenants: tenantCount,
  'cars each': carCount,
  workers: availableParallelism(),
  'wall s, new code': wall.toFixed(1),
  'wall s, same code': kept.toFixed(1),
  'tenants/min (same code)': ((tenantCount * 60) / kept).toFixed(1),
  's per tenant (same code)': (kept / tenantCount).toFixed(2),
  'fixed cost s (1-car tenant)': fixed.toFixed(1),
  pages,
  'peak MB per build process': Math.max(...reports.map((report) => report.peakRssMb ?? 0)),
};
console.table([row]);
mkdirSync(join(root, 'tests', 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'tests', 'bench', 'results', 'fleet.json'),
  JSON.stringify({ date: new Date().toISOString(), ...row }, null, 2),
);
rmSync(work, { recursive: true, force: true });
