// Previews one tenant with hot reload: prepares its data, starts Astro's dev server, and
// re-prepares when anything in the tenant folder changes (BLD-05).
// Usage: npm run dev -- --tenant <slug> [--port 4322]
import './lib/node-version.ts';
import { mkdirSync, watch, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { dev } from 'astro';
import { prepareSiteData } from '../src/build/prepare.ts';
import { heldCarsDir, readHeldCars } from '../src/build/held-cars.ts';
import { readSoldLedger, soldLedgerFile } from '../src/build/sold-ledger.ts';
import { tenantsRoot } from '../src/config/load-tenant.ts';
import { listTenants } from './lib/tenants.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { tenant: { type: 'string' }, port: { type: 'string', default: '4322' } },
});
const tenantsDir = tenantsRoot(root);
const tenants = listTenants(tenantsDir);
const slug = values.tenant;
if (!slug || !tenants.includes(slug)) {
  console.error(`Usage: npm run dev -- --tenant <slug>\nTenants: ${tenants.join(', ')}`);
  process.exit(2);
}

const dataFile = join(root, '.cache', 'dev', `${slug}.json`);
mkdirSync(join(root, '.cache', 'dev'), { recursive: true });

/** Prepares the tenant's data; on bad input keeps the last good data and prints why. */
function prepare(): boolean {
  try {
    const now = new Date();
    // The preview reads the builds' sales ledger and leaves it to them.
    const { soldLedger: _ledger, ...data } = prepareSiteData(
      tenantsDir,
      slug!,
      now,
      readHeldCars(heldCarsDir(root), slug!, now),
      readSoldLedger(soldLedgerFile(join(root, 'dist'), slug!), slug!),
    );
    writeFileSync(dataFile, JSON.stringify(data));
    const skipped = new Set(data.feed.skipped.map((issue) => issue.record)).size;
    console.log(`[dev] ${slug}: ${data.cars.length} cars published, ${skipped} feed record(s) skipped`);
    return true;
  } catch (error) {
    console.error(`[dev] ${(error as Error).message}`);
    return false;
  }
}

if (!prepare()) process.exit(1);
process.env['TENANT_DATA_FILE'] = dataFile;
process.env['ASTRO_TELEMETRY_DISABLED'] = '1';

let timer: NodeJS.Timeout | undefined;
watch(join(tenantsDir, slug), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(prepare, 200);
});

await dev({
  root,
  server: { port: Number(values.port), host: '127.0.0.1' },
  cacheDir: join(root, '.cache', 'astro-dev', slug),
});
