// Builds one part of a large tenant's site (src/build/page-parts.ts) into its own folder,
// from the data file the tenant's build prepared. Run by scripts/build-tenant.ts, one process
// per part, so the parts render on different cores.
// Usage: node scripts/build-part.ts --part i/n --slug <slug> --data <file> --out <dir> --cache <dir> --vite-cache <dir> [--dist <dir>] [--fresh] [--wait-for-data]
import './lib/node-version.ts';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { liveSite } from '../src/build/page-reuse.ts';
import { startTenantBatch } from '../src/build/tenant-batch.ts';
import { bundleReused } from '../src/build/bundle-cache.ts';
import { buildSite } from './lib/astro-build.ts';

const { values } = parseArgs({
  options: {
    part: { type: 'string' },
    slug: { type: 'string' },
    data: { type: 'string' },
    out: { type: 'string' },
    cache: { type: 'string' },
    'vite-cache': { type: 'string' },
    // The dist folder: the tenant's live site and its page keys, to reuse unchanged pages from.
    dist: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    // Started before the data file is written: Astro starts, and the pages wait until the
    // parent writes "go" on this process's input (scripts/build-tenant.ts).
    'wait-for-data': { type: 'boolean', default: false },
  },
});
const { part, slug, data, out, cache } = values;
const viteCache = values['vite-cache'];
if (!part || !slug || !data || !out || !cache || !viteCache) {
  console.error(
    'Usage: node scripts/build-part.ts --part i/n --slug <slug> --data <file> --out <dir> --cache <dir> --vite-cache <dir>',
  );
  process.exit(2);
}
process.env['PAGE_PART'] = part;

/** Resolves when the parent says the data is ready; its input closed without that, the build stopped. */
function dataReady(): Promise<void> {
  return new Promise((ready) => {
    let input = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      input += chunk;
      if (input.includes('go\n')) ready();
    });
    process.stdin.on('end', () => {
      if (input.includes('go\n')) return;
      console.error(`part ${part}: the tenant's build stopped before its data was ready`);
      process.exit(1);
    });
  });
}

// The part's pages go under <out>/<slug>/, as a whole tenant's do (src/build/tenant-batch.ts).
const batch = startTenantBatch(
  [{ slug, dataFile: data, live: values.dist ? liveSite(values.dist, slug, values.fresh) : undefined }],
  out,
  // The parts use every core: none spare for a writer thread.
  { dataReady: values['wait-for-data'] ? dataReady() : undefined },
);
await buildSite({ outDir: out, cacheDir: cache, viteCacheDir: viteCache });
const failure = batch.failures.get(slug);
if (failure) {
  console.error(failure);
  process.exit(1);
}
// The parent reads this line for the report: this part's peak memory; its page keys and the
// pages it kept go to a file beside its folder (tens of thousands of them for a large tenant).
const keysFile = `${out}.keys.json`;
writeFileSync(
  keysFile,
  JSON.stringify({
    keys: Object.fromEntries(batch.keys.get(slug) ?? []),
    kept: [...(batch.kept.get(slug) ?? [])],
  }),
);
console.log(
  `PART_RESULT ${JSON.stringify({
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    bundleReused: bundleReused(),
    keysFile,
    scriptHashes: [...(batch.scriptHashes.get(slug) ?? [])],
  })}`,
);
process.exit(0);
