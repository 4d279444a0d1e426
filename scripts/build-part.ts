// Builds one part of a large tenant's site (src/build/page-parts.ts) into its own folder,
// from the data file the tenant's build prepared. Run by scripts/build-tenant.ts, one process
// per part, so the parts render on different cores.
// Usage: node scripts/build-part.ts --part i/n --data <file> --out <dir> --cache <dir> --site <url> --vite-cache <dir>
import './lib/node-version.ts';
import { parseArgs } from 'node:util';
import { buildSite } from './lib/astro-build.ts';

const { values } = parseArgs({
  options: {
    part: { type: 'string' },
    data: { type: 'string' },
    out: { type: 'string' },
    cache: { type: 'string' },
    site: { type: 'string' },
    'vite-cache': { type: 'string' },
  },
});
const { part, data, out, cache, site } = values;
const viteCache = values['vite-cache'];
if (!part || !data || !out || !cache || !site || !viteCache) {
  console.error(
    'Usage: node scripts/build-part.ts --part i/n --data <file> --out <dir> --cache <dir> --site <url> --vite-cache <dir>',
  );
  process.exit(2);
}
process.env['TENANT_DATA_FILE'] = data;
process.env['PAGE_PART'] = part;
await buildSite({ outDir: out, site, cacheDir: cache, viteCacheDir: viteCache });
// The parent reads this line for the report: this part's peak memory.
console.log(
  `PART_RESULT ${JSON.stringify({ peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) })}`,
);
