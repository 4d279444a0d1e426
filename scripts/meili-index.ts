// Publishes one tenant's cars to Meilisearch (DESIGN: Search, Meilisearch backend): reads
// the data its site was built from (dist/.data/<slug>.json, written by `npm run build`),
// computes the same search documents as the embedded index, and swaps them in atomically.
// Usage: node scripts/meili-index.ts --tenant <slug> [--host URL] [--key ADMIN_KEY]
//          [--index cars-<slug>] [--batch-size 5000] [--dist dist] [--dry-run] [--json]
// Host and key default to $MEILI_URL (else the tenant's configured search host) and $MEILI_ADMIN_KEY.
import './lib/node-version.ts';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Meilisearch } from 'meilisearch';
import type { SiteData } from '../src/build/site-data.ts';
import { searchDocuments } from '../src/search/index-file.ts';
import { explainMeilisearchError } from '../src/search/meilisearch/errors.ts';
import { DEFAULT_BATCH_SIZE, publishTenantIndex } from '../src/search/meilisearch/indexer.ts';
import { SEARCH_INDEX_SETTINGS, tenantIndexUid } from '../src/search/meilisearch/settings.ts';

const USAGE =
  'Usage: node scripts/meili-index.ts --tenant <slug> [--host URL] [--key ADMIN_KEY] [--index cars-<slug>] [--batch-size N] [--dist dist] [--dry-run] [--json]';
const root = resolve(import.meta.dirname, '..');

function fail(message: string, code = 1): never {
  console.error(`meili-index: ${message}`);
  process.exit(code);
}

function parseCli() {
  try {
    return parseArgs({
      options: {
        tenant: { type: 'string' },
        host: { type: 'string' },
        key: { type: 'string' },
        index: { type: 'string' },
        'batch-size': { type: 'string' },
        dist: { type: 'string', default: 'dist' },
        'dry-run': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
}
const values = parseCli();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const slug = values.tenant;
if (!slug) fail(`--tenant is required.\n${USAGE}`, 2);
const batchSize = values['batch-size'] === undefined ? DEFAULT_BATCH_SIZE : Number(values['batch-size']);
if (!Number.isInteger(batchSize) || batchSize < 1)
  fail(`--batch-size must be a positive integer, got ${values['batch-size']}`, 2);

const dataFile = resolve(root, values.dist, '.data', `${slug}.json`);
if (!existsSync(dataFile))
  fail(
    `No prepared data for tenant "${slug}" at ${dataFile}: run \`npm run build -- --tenant ${slug}\` first.`,
  );
let data: Pick<SiteData, 'tenant' | 'cars' | 'builtAt'>;
try {
  data = JSON.parse(readFileSync(dataFile, 'utf8')) as SiteData;
} catch (error) {
  fail(`Cannot read ${dataFile}: ${(error as Error).message}`);
}
if (!data.tenant || !Array.isArray(data.cars) || Number.isNaN(Date.parse(data.builtAt))) {
  fail(`${dataFile} is not a prepared tenant data file ({ tenant, cars, builtAt }): rebuild the tenant.`);
}

const backend = data.tenant.settings?.search?.backend;
const indexUid = values.index ?? tenantIndexUid(slug, backend);
const docs = searchDocuments(data.tenant, data.cars, new Date(data.builtAt));

if (values['dry-run']) {
  const plan = {
    tenant: slug,
    index: indexUid,
    documents: docs.length,
    batches: Math.ceil(docs.length / batchSize),
    builtAt: data.builtAt,
    settings: SEARCH_INDEX_SETTINGS,
  };
  console.log(JSON.stringify(plan, null, 2));
  process.exit(0);
}

const host =
  values.host || process.env['MEILI_URL'] || (backend?.type === 'meilisearch' ? backend.host : undefined);
if (!host) fail('No Meilisearch host: pass --host or set MEILI_URL.', 2);
const apiKey = values.key || process.env['MEILI_ADMIN_KEY'] || undefined;
if (backend?.type !== 'meilisearch')
  console.error(
    `Note: tenant "${slug}" is configured for the ${backend?.type ?? 'embedded'} search backend; its site will not query ${indexUid} until search.backend says meilisearch.`,
  );

try {
  const client = new Meilisearch({ host, apiKey, timeout: 120_000 });
  await client.health(); // public endpoint: tells "unreachable" apart from "bad key"
  const report = await publishTenantIndex(client, indexUid, docs, SEARCH_INDEX_SETTINGS, {
    batchSize,
    log: values.json ? undefined : (line) => console.log(`  ${line}`),
  });
  if (values.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const t = report.timingsMs;
    console.log(
      `Published ${report.documents} cars of ${slug} to ${indexUid} on ${host} in ${(t.total / 1000).toFixed(1)} s ` +
        `(${report.batches} batch${report.batches === 1 ? '' : 'es'}, ${report.tasks} tasks; prepare ${t.prepare} ms, settings ${t.settings} ms, ` +
        `documents ${t.documents} ms, verify ${t.verify} ms, swap ${t.swap} ms, cleanup ${t.cleanup} ms). ` +
        `Previously ${report.previousDocuments} documents${report.createdLiveIndex ? ' (index created)' : ''}.`,
    );
  }
} catch (error) {
  fail(explainMeilisearchError(error, host));
}
