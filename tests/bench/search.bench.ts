// Search benchmark (prints figures; asserts nothing; loopback only). For 1,000 / 5,000 /
// 20,000 generated cars: query + facets latency p50/p95 in Node and in Chromium (the
// engine alone, as in the page's worker), the index size gzip per 1,000 cars, Orama as the
// compared alternative, and the JavaScript the search page fetches on load.
// Usage: npm run bench:search [-- --sizes 1000,5000,20000]
import '../../scripts/lib/node-version.ts';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { chromium } from '@playwright/test';
import { createSearchEngine } from '../../src/search/engine/engine.ts';
import { embeddedHttpClient } from '../../src/search/engine/http-client.ts';
import { indexFile } from '../../src/search/index-file.ts';
import type { SearchDocument } from '../../src/search/document.ts';
import { demoSearchDocuments } from '../fixtures/search-docs.ts';
import { ensureDemoData } from './demo-data.ts';
import { percentile, searchRequests } from './search-queries.ts';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,5000,20000' } } });
const sizes = values.sizes.split(',').map(Number);
const work = join(root, '.cache', 'bench-search');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const ms = (x: number) => +x.toFixed(2);

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: ms(percentile(sorted, 50)), p95: ms(percentile(sorted, 95)) };
}

function bundle(entry: string, out: string): number {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'esbuild'),
    [
      entry,
      '--bundle',
      '--minify',
      '--format=esm',
      '--platform=browser',
      `--outfile=${out}`,
      '--log-level=error',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return gz(readFileSync(out));
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const rows: Record<string, unknown>[] = [];
const browserBundle = join(work, 'bench.js');
bundle(join(root, 'tests', 'bench', 'search-browser-entry.ts'), browserBundle);

for (const size of sizes) {
  const docs: SearchDocument[] = demoSearchDocuments(size);
  const requests = searchRequests(docs);
  const file = indexFile(docs);

  // Node: the engine alone, and the full path through instant-meilisearch.
  let started = performance.now();
  const engine = createSearchEngine(docs);
  const nodeBuild = performance.now() - started;
  for (const request of requests.slice(0, 20)) engine.multiSearch(request);
  const nodeTimes = requests.map((request) => {
    const t = performance.now();
    engine.multiSearch(request);
    return performance.now() - t;
  });
  const { searchClient, ...instant } = instantMeiliSearch('http://embedded', '', {
    httpClient: embeddedHttpClient(engine) as never,
    finitePagination: true,
    primaryKey: 'id',
  });
  void instant;
  const fullTimes: number[] = [];
  for (const request of requests) {
    const main = request.queries[0]!;
    const t = performance.now();
    await searchClient.search([
      {
        indexName: 'cars',
        params: {
          query: main.q ?? '',
          facets: main.facets ?? [],
          hitsPerPage: 21,
          page: (main.page ?? 1) - 1,
        },
      },
    ] as never);
    fullTimes.push(performance.now() - t);
    searchClient.clearCache();
  }

  // Chromium: the same requests, engine on the page's thread (the worker runs the same code).
  const server = createServer((req, res) => {
    if (req.url === '/')
      res.end('<!doctype html><title>bench</title><script type="module" src="/bench.js"></script>');
    else if (req.url === '/bench.js')
      res.setHeader('content-type', 'text/javascript').end(readFileSync(browserBundle));
    else if (req.url === '/index.json') res.setHeader('content-type', 'application/json').end(file.contents);
    else if (req.url === '/requests.json')
      res.setHeader('content-type', 'application/json').end(JSON.stringify(requests));
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 120_000 });
  const result = (await page.evaluate(() => window.__bench))!;
  await page.close();
  server.close();
  if (result.error) throw new Error(result.error);

  rows.push({
    cars: size,
    'index KB gz': +(gz(file.contents) / 1024).toFixed(1),
    'KB gz / 1000 cars': +((gz(file.contents) / 1024) * (1000 / size)).toFixed(1),
    'node build ms': ms(nodeBuild),
    'node p50/p95 ms': Object.values(stats(nodeTimes)).join(' / '),
    'node full path p50/p95 ms': Object.values(stats(fullTimes)).join(' / '),
    'chromium decode+build ms': ms(result.decode + result.build),
    'chromium p50/p95 ms': Object.values(stats(result.times)).join(' / '),
  });
  console.log(`${size} cars done`);

  if (size === 5000) {
    // The compared alternative: Orama, same documents, a comparable query (text, filters, six facets, sort).
    started = performance.now();
    const orama = create({
      schema: {
        name: 'string',
        make: 'enum',
        model: 'string',
        body: 'enum',
        fuel: 'enum',
        transmission: 'enum',
        car_type: 'enum',
        price: 'number',
        km: 'number',
        created_at: 'number',
        custom_rank: 'number',
      } as const,
    });
    await insertMultiple(
      orama,
      docs.map((d) => ({
        id: d.id,
        name: d.name,
        make: d.make,
        model: d.model,
        body: d.body,
        fuel: d.fuel,
        transmission: d.transmission,
        car_type: d.car_type,
        price: d.price,
        km: d.km,
        created_at: d.created_at,
        custom_rank: d.custom_rank,
      })),
    );
    const oramaBuild = performance.now() - started;
    const oramaTimes: number[] = [];
    for (const request of requests) {
      const main = request.queries[0]!;
      const make = String((main.filter as unknown[])[2])
        .replace(/.*="|"\]?$/g, '')
        .replace(/"$/, '');
      const t = performance.now();
      await oramaSearch(orama, {
        term: main.q ?? '',
        where: { make: { eq: make }, price: { between: [0, 80000] } },
        facets: { make: {}, body: {}, fuel: {}, transmission: {}, car_type: {} },
        sortBy: main.sort?.[0]
          ? { property: main.sort[0].split(':')[0]!, order: main.sort[0].endsWith('asc') ? 'ASC' : 'DESC' }
          : undefined,
        limit: 21,
        offset: ((main.page ?? 1) - 1) * 21,
      } as never);
      oramaTimes.push(performance.now() - t);
    }
    writeFileSync(
      join(work, 'orama-entry.ts'),
      "import { create, insertMultiple, search } from '@orama/orama'; export { create, insertMultiple, search };",
    );
    writeFileSync(
      join(work, 'minisearch-entry.ts'),
      `export { createSearchEngine } from '${join(root, 'src', 'search', 'engine', 'engine.ts')}'; export { decodeDocuments } from '${join(root, 'src', 'search', 'compact.ts')}';`,
    );
    rows.push({
      cars: '5000 (Orama)',
      'node build ms': ms(oramaBuild),
      'node p50/p95 ms': Object.values(stats(oramaTimes)).join(' / '),
      'engine bundle KB gz': +(bundle(join(work, 'orama-entry.ts'), join(work, 'orama.js')) / 1024).toFixed(
        1,
      ),
    });
    rows.push({
      cars: '5000 (ours)',
      'engine bundle KB gz': +(
        bundle(join(work, 'minisearch-entry.ts'), join(work, 'ours.js')) / 1024
      ).toFixed(1),
    });
  }
}

// The search page itself: JavaScript fetched on load at a phone viewport, before any interaction.
const pageJs = await (async () => {
  ensureDemoData(['southern-cross-auto-group']);
  const build = spawnSync(process.execPath, ['scripts/build.ts', '--tenant', 'southern-cross-auto-group'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) return { error: build.stdout + build.stderr };
  const { createRuntime } = await import('../../src/server/runtime.ts');
  const { serve } = await import('@hono/node-server');
  const runtime = createRuntime({
    distDir: join(root, 'dist'),
    dataDir: join(work, 'data'),
    outbox: 'off',
    outboxIntervalMs: 0,
  });
  const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts: { url: string; bytes: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: new URL(response.url()).pathname, bytes: body.length, gzip: gz(body) });
  });
  await page.goto(`http://southern-cross-auto-group.localhost:${port}/search/used-cars`, {
    waitUntil: 'networkidle',
  });
  await page.waitForTimeout(1500);
  await context.close();
  server.close();
  await runtime.close();
  return { scripts, totalKbGzip: +(scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1) };
})();

await browser.close();
console.table(rows);
console.log(
  'Search page JS on load (southern-cross-auto-group /search/used-cars, 390×844):',
  JSON.stringify(pageJs, null, 2),
);
mkdirSync(join(root, 'tests', 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'tests', 'bench', 'results', 'search.json'),
  JSON.stringify({ date: new Date().toISOString(), rows, pageJs }, null, 2),
);
rmSync(work, { recursive: true, force: true });
