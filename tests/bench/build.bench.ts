// Build benchmark (not a test: prints figures, asserts nothing). Builds one tenant with
// 1,000, 5,000 and 20,000 generated cars from scratch, first bundling, then (median of --runs)
// with the bundle the first kept, as a feed change does, and prints wall time, seconds per
// 1,000 cars, pages per second and the build process's peak memory; then changes five cars'
// prices and times the incremental rebuild (BLD-09); then times a no-change rebuild of every
// demo tenant. Each timed build waits until the sites the last one replaced are deleted.
// Usage: npm run bench:build [-- --sizes 1000,5000,20000 --runs 1]
import '../../scripts/lib/node-version.ts';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { TenantBuildReport } from '../../src/build/report.ts';
import { ensureDemoData } from './demo-data.ts';
import { waitForEmptyTrash } from './quiet-disk.ts';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '1000,5000,20000' }, runs: { type: 'string', default: '1' } },
});
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const work = join(root, '.cache', 'bench');
const tenantsDir = join(work, 'tenants');
const out = join(work, 'dist');
rmSync(work, { recursive: true, force: true });
mkdirSync(tenantsDir, { recursive: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: Record<string, string | number>[] = [];
// Where each build's time went (the report's phases; the image pipeline is part of prepare).
const phaseRows: Record<string, string | number>[] = [];
const phases = (label: string, report: TenantBuildReport) => ({
  build: label,
  'prepare s': ((report.phasesMs?.prepare ?? 0) / 1000).toFixed(1),
  'of which images s': ((report.images?.ms ?? 0) / 1000).toFixed(1),
  'bundle s': ((report.phasesMs?.bundle ?? 0) / 1000).toFixed(1),
  'render s': ((report.phasesMs?.render ?? 0) / 1000).toFixed(1),
  'publish s': ((report.phasesMs?.publish ?? 0) / 1000).toFixed(1),
  processes: report.buildProcesses ?? 1,
  'bundle kept': report.bundleReused ? 'yes' : 'no',
});

for (const size of sizes) {
  const slug = `bench-${size}`;
  const dir = join(tenantsDir, slug);
  const source = join(root, 'tenants', 'southern-cross-auto-group');
  // The whole tenant (content pages, models, brands…) but its stock, which is generated below.
  cpSync(source, dir, { recursive: true, filter: (path) => !/stock\.generated\./.test(path) });
  const generated = spawnSync(
    process.execPath,
    [
      'scripts/demo/generate-stock.ts',
      '--tenant',
      'southern-cross-auto-group',
      '--count',
      String(size),
      '--out',
      join(dir, 'stock.generated.json'),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (generated.status !== 0) throw new Error(`generating ${size} cars failed: ${generated.stderr}`);

  /** A build from scratch (--force: every page rendered); its wall time and report. */
  const buildFromScratch = () => {
    waitForEmptyTrash(out);
    const started = performance.now();
    const result = spawnSync(
      process.execPath,
      ['scripts/build.ts', '--tenant', slug, '--force', '--out', out],
      { cwd: root, env: { ...process.env, TENANTS_DIR: tenantsDir }, encoding: 'utf8' },
    );
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`build of ${slug} failed:\n${result.stdout}${result.stderr}`);
    return {
      seconds,
      report: JSON.parse(readFileSync(join(out, '.reports', `${slug}.json`), 'utf8')) as TenantBuildReport,
    };
  };
  // The first build bundles (no kept bundle: src/build/bundle-cache.ts); the next ones of the
  // same code, as after a feed change, reuse its bundle.
  rmSync(join(root, '.cache', 'astro', slug), { recursive: true, force: true });
  const first = buildFromScratch();
  const walls: number[] = [];
  let report: TenantBuildReport | undefined;
  for (let run = 0; run < runs; run++) {
    const build = buildFromScratch();
    walls.push(build.seconds);
    report = build.report;
  }
  const wall = median(walls);

  // A feed that changes five cars' prices: the incremental build (BLD-09), median of `runs`.
  const stockFile = join(dir, 'stock.generated.json');
  const changes: number[] = [];
  let changed: TenantBuildReport | undefined;
  for (let run = 0; run < runs; run++) {
    const records = JSON.parse(readFileSync(stockFile, 'utf8')) as { price?: number }[];
    for (let k = 0; k < 5; k++) {
      const record = records[Math.floor(((k + 0.5) * records.length) / 5)]!;
      record.price = (record.price ?? 20_000) + 250;
    }
    writeFileSync(stockFile, JSON.stringify(records));
    waitForEmptyTrash(out);
    const started = performance.now();
    const result = spawnSync(process.execPath, ['scripts/build.ts', '--tenant', slug, '--out', out], {
      cwd: root,
      env: { ...process.env, TENANTS_DIR: tenantsDir },
      encoding: 'utf8',
    });
    changes.push((performance.now() - started) / 1000);
    if (result.status !== 0) throw new Error(`rebuild of ${slug} failed:\n${result.stdout}${result.stderr}`);
    changed = JSON.parse(readFileSync(join(out, '.reports', `${slug}.json`), 'utf8')) as TenantBuildReport;
  }
  const change = median(changes);
  rows.push({
    cars: report!.cars!,
    pages: report!.pages!,
    'first build s (bundles)': first.seconds.toFixed(1),
    'wall s (median, bundle kept)': wall.toFixed(1),
    's per 1,000 cars': ((wall * 1000) / report!.cars!).toFixed(2),
    'pages/s': Math.round(report!.pages! / wall),
    'peak MB': report!.peakRssMb ?? 0,
    'output MB': ((report!.outputBytes ?? 0) / 1e6).toFixed(0),
    '5-car change s': change.toFixed(1),
    'pages reused': changed?.pagesReused ?? 0,
    'change peak MB': changed?.peakRssMb ?? 0,
  });
  phaseRows.push(
    phases(`${size} cars, first build`, first.report),
    phases(`${size} cars`, report!),
    phases(`${size} cars, 5-car change`, changed!),
  );
  console.log(`${size} cars: ${wall.toFixed(1)} s; 5-car change ${change.toFixed(1)} s`);
}

// A no-change rebuild of every demo tenant: the first build below makes them current.
ensureDemoData(
  readdirSync(join(root, 'tenants')).filter((slug) => existsSync(join(root, 'tenants', slug, 'demo.json'))),
);
spawnSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'ignore' });
const noChange: number[] = [];
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  spawnSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'ignore' });
  noChange.push((performance.now() - started) / 1000);
}

console.table(rows);
console.table(phaseRows);
console.log(`No-change rebuild of all demo tenants: ${median(noChange).toFixed(2)} s (median of 3)`);
mkdirSync(join(root, 'tests', 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'tests', 'bench', 'results', 'build.json'),
  JSON.stringify(
    { date: new Date().toISOString(), rows, phaseRows, noChangeRebuildSeconds: median(noChange) },
    null,
    2,
  ),
);
rmSync(work, { recursive: true, force: true });
