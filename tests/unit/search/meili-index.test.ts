import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Meilisearch } from 'meilisearch';
import { afterEach, describe, expect, it } from 'vitest';
import { explainMeilisearchError } from '../../../src/search/meilisearch/errors.ts';
import {
  batches,
  duplicateIds,
  isStagingIndexOf,
  MeilisearchTaskError,
  publishTenantIndex,
  stagingIndexUid,
} from '../../../src/search/meilisearch/indexer.ts';
import { SEARCH_INDEX_SETTINGS } from '../../../src/search/meilisearch/settings.ts';

// ---------------------------------------------------------------------------------------
// A fake Meilisearch: the endpoints the indexer uses, an asynchronous task queue (a task is
// `processing` on its first poll and finishes, in queue order, on the next), and a log of
// every request and every task completion, so tests can prove what happened in which order.
// ---------------------------------------------------------------------------------------

type Doc = { id: string } & Record<string, unknown>;
interface FakeIndex {
  uid: string;
  primaryKey: string | null;
  docs: Map<string, Doc>;
  settings: Record<string, unknown>;
}
interface FakeTask {
  uid: number;
  indexUid: string | null;
  type: string;
  status: 'enqueued' | 'processing' | 'succeeded' | 'failed';
  error: { message: string; code: string; type: string; link: string } | null;
  polls: number;
  apply: () => void;
  enqueuedAt: string;
}
interface FakeOptions {
  /** Return an error message to make a task fail when it runs. */
  failTask?: (task: { type: string; indexUid: string | null; batch: number }) => string | undefined;
  /** Required `Authorization: Bearer <apiKey>`; /health stays public. */
  apiKey?: string;
  /** Silently lose this many documents of each addition (an index that does not hold what was sent). */
  loseDocuments?: number;
  /** Indexes that exist before the test: uid → documents. */
  seed?: Record<string, Doc[]>;
}

class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

interface Fake {
  url: string;
  indexes: Map<string, FakeIndex>;
  /** `POST /indexes/x/documents`, `GET /tasks/3`, … and `task 3 indexCreation x succeeded` lines, in order. */
  log: string[];
  close(): Promise<void>;
}

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function fakeMeilisearch(options: FakeOptions = {}): Promise<Fake> {
  const indexes = new Map<string, FakeIndex>();
  for (const [uid, docs] of Object.entries(options.seed ?? {}))
    indexes.set(uid, { uid, primaryKey: 'id', docs: new Map(docs.map((d) => [d.id, d])), settings: {} });
  const tasks: FakeTask[] = [];
  const log: string[] = [];
  let documentBatches = 0;

  const need = (uid: string): FakeIndex => {
    const index = indexes.get(uid);
    if (!index) throw new ApiError(404, 'index_not_found', `Index \`${uid}\` not found.`);
    return index;
  };
  const enqueue = (type: string, indexUid: string | null, apply: () => void, batch = 0) => {
    const task: FakeTask = {
      uid: tasks.length,
      indexUid,
      type,
      status: 'enqueued',
      error: null,
      polls: 0,
      apply,
      enqueuedAt: new Date().toISOString(),
    };
    const failure = options.failTask?.({ type, indexUid, batch });
    if (failure)
      task.apply = () => {
        throw new ApiError(400, 'invalid_document_fields', failure);
      };
    tasks.push(task);
    return {
      status: 202,
      body: { taskUid: task.uid, indexUid, status: 'enqueued', type, enqueuedAt: task.enqueuedAt },
    };
  };
  const finish = (task: FakeTask) => {
    if (task.status === 'succeeded' || task.status === 'failed') return;
    try {
      task.apply();
      task.status = 'succeeded';
    } catch (error) {
      const { code, message } =
        error instanceof ApiError ? error : { code: 'internal', message: String(error) };
      task.status = 'failed';
      task.error = {
        message,
        code,
        type: 'invalid_request',
        link: `https://docs.meilisearch.com/errors#${code}`,
      };
    }
    log.push(`task ${task.uid} ${task.type} ${task.indexUid ?? ''} ${task.status}`);
  };
  const taskJson = (task: FakeTask) => ({
    uid: task.uid,
    batchUid: null,
    indexUid: task.indexUid,
    status: task.status,
    type: task.type,
    canceledBy: null,
    details: {},
    error: task.error,
    duration: null,
    enqueuedAt: task.enqueuedAt,
    startedAt: null,
    finishedAt: null,
  });
  const indexJson = (index: FakeIndex) => ({
    uid: index.uid,
    primaryKey: index.primaryKey,
    createdAt: '2026-11-21T00:00:00Z',
    updatedAt: '2026-11-21T00:00:00Z',
  });

  function route(method: string, url: URL, body: unknown): { status: number; body: unknown } {
    const path = url.pathname;
    if (method === 'GET' && path === '/health') return { status: 200, body: { status: 'available' } };
    if (method === 'GET' && path === '/indexes') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const all = [...indexes.values()].sort((a, b) => a.uid.localeCompare(b.uid));
      return {
        status: 200,
        body: { results: all.slice(offset, offset + limit).map(indexJson), offset, limit, total: all.length },
      };
    }
    if (method === 'POST' && path === '/indexes') {
      const { uid, primaryKey } = body as { uid: string; primaryKey?: string };
      return enqueue('indexCreation', uid, () => {
        if (indexes.has(uid))
          throw new ApiError(409, 'index_already_exists', `Index \`${uid}\` already exists.`);
        indexes.set(uid, { uid, primaryKey: primaryKey ?? null, docs: new Map(), settings: {} });
      });
    }
    if (method === 'POST' && path === '/swap-indexes') {
      const swaps = body as { indexes: [string, string]; rename: boolean }[];
      return enqueue('indexSwap', null, () => {
        for (const {
          indexes: [a, b],
        } of swaps) {
          const first = need(a);
          const second = need(b);
          indexes.set(a, { ...second, uid: a });
          indexes.set(b, { ...first, uid: b });
        }
      });
    }
    const taskPath = /^\/tasks\/(\d+)$/.exec(path);
    if (taskPath && method === 'GET') {
      const task = tasks[Number(taskPath[1])];
      if (!task) throw new ApiError(404, 'task_not_found', `Task \`${taskPath[1]}\` not found.`);
      task.polls++;
      if (task.polls === 1) task.status = 'processing';
      else for (const earlier of tasks.slice(0, task.uid + 1)) finish(earlier); // the queue runs in order
      return { status: 200, body: taskJson(task) };
    }
    const indexPath = /^\/indexes\/([^/]+)(\/.*)?$/.exec(path);
    if (indexPath) {
      const uid = decodeURIComponent(indexPath[1]!);
      const rest = indexPath[2] ?? '';
      if (method === 'GET' && rest === '') return { status: 200, body: indexJson(need(uid)) };
      if (method === 'GET' && rest === '/stats')
        return {
          status: 200,
          body: { numberOfDocuments: need(uid).docs.size, isIndexing: false, fieldDistribution: {} },
        };
      if (method === 'DELETE' && rest === '')
        return enqueue('indexDeletion', uid, () => {
          need(uid);
          indexes.delete(uid);
        });
      if (method === 'PATCH' && rest === '/settings')
        return enqueue('settingsUpdate', uid, () => {
          Object.assign(need(uid).settings, body);
        });
      if (method === 'POST' && rest === '/documents') {
        const docs = (body as Doc[]).slice(options.loseDocuments ?? 0);
        return enqueue(
          'documentAdditionOrUpdate',
          uid,
          () => {
            const index = need(uid);
            for (const doc of docs) index.docs.set(doc.id, doc);
          },
          documentBatches++,
        );
      }
    }
    throw new ApiError(404, 'not_found', `${method} ${path} is not part of the fake`);
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    log.push(`${req.method} ${url.pathname}`);
    let answer: { status: number; body: unknown };
    try {
      if (options.apiKey && url.pathname !== '/health') {
        const auth = req.headers.authorization;
        if (!auth)
          throw new ApiError(401, 'missing_authorization_header', 'The Authorization header is missing.');
        if (auth !== `Bearer ${options.apiKey}`)
          throw new ApiError(403, 'invalid_api_key', 'The provided API key is invalid.');
      }
      answer = route(req.method ?? 'GET', url, text ? JSON.parse(text) : undefined);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answer = {
        status: error.status,
        body: { message: error.message, code: error.code, type: 'invalid_request', link: '' },
      };
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  open.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    indexes,
    log,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

// ---------------------------------------------------------------------------------------

const docs = (n: number, prefix = 'car'): Doc[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i}`, make: 'Toyota', price: 1000 * i }));
const NOW = new Date('2026-11-21T10:18:08.458Z');
const STAGING = 'cars-acme__next_20261121T101808458Z';
const fast = { wait: { interval: 1, timeout: 5000 }, now: () => NOW };
const client = (fake: Fake, apiKey?: string) => new Meilisearch({ host: fake.url, apiKey });
const at = (log: string[], line: string | RegExp) =>
  log.findIndex((entry) => (typeof line === 'string' ? entry === line : line.test(entry)));
const lastAt = (log: string[], line: RegExp) => log.findLastIndex((entry) => line.test(entry));

describe('indexer helpers', () => {
  it('splits documents into batches in order, the last one shorter', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches([], 5000)).toEqual([]);
    expect(batches(docs(12_001), 5000).map((b) => b.length)).toEqual([5000, 5000, 2001]);
    expect(() => batches([1], 0)).toThrow(/positive integer/);
  });

  it('names staging indexes after the live one and recognises only its own', () => {
    expect(stagingIndexUid('cars-acme', NOW)).toBe(STAGING);
    expect(stagingIndexUid('cars-acme', NOW)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(isStagingIndexOf('cars-acme', STAGING)).toBe(true);
    expect(isStagingIndexOf('cars-acme', 'cars-acme')).toBe(false);
    expect(isStagingIndexOf('cars-acme', 'cars-acme-2__next_20261121T101808458Z')).toBe(false);
  });

  it('finds duplicate ids', () => {
    expect(duplicateIds([{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 'a' }])).toEqual(['a']);
    expect(duplicateIds(docs(3))).toEqual([]);
  });
});

describe('publishTenantIndex against a fake Meilisearch', () => {
  it('fills a staging index, waits for every task, verifies, then swaps and deletes the old documents', async () => {
    const fake = await fakeMeilisearch({ seed: { 'cars-acme': docs(3, 'old') } });
    const report = await publishTenantIndex(client(fake), 'cars-acme', docs(12), SEARCH_INDEX_SETTINGS, {
      ...fast,
      batchSize: 5,
    });

    expect(report).toMatchObject({
      indexUid: 'cars-acme',
      stagingUid: STAGING,
      documents: 12,
      batches: 3,
      previousDocuments: 3,
      createdLiveIndex: false,
      deletedLeftovers: [],
    });
    // create, settings, 3 batches, swap, delete
    expect(report.tasks).toBe(7);
    expect(Object.keys(report.timingsMs)).toEqual([
      'prepare',
      'settings',
      'documents',
      'verify',
      'swap',
      'cleanup',
      'total',
    ]);

    const { log } = fake;
    // Documents only ever went to the staging index, with the settings applied first.
    expect(log.filter((l) => l.endsWith('/documents'))).toEqual(
      Array(3).fill(`POST /indexes/${STAGING}/documents`),
    );
    expect(at(log, `task 1 settingsUpdate ${STAGING} succeeded`)).toBeLessThan(
      at(log, `POST /indexes/${STAGING}/documents`),
    );
    const swap = at(log, 'POST /swap-indexes');
    // Every documents task finished, and the count was checked, before the swap was requested.
    expect(lastAt(log, /documentAdditionOrUpdate .* succeeded/)).toBeLessThan(swap);
    expect(log.filter((l) => /documentAdditionOrUpdate .* succeeded/.test(l))).toHaveLength(3);
    expect(at(log, `GET /indexes/${STAGING}/stats`)).toBeLessThan(swap);
    // The old documents are deleted only after the swap has completed.
    expect(at(log, /indexSwap\s+succeeded/)).toBeLessThan(at(log, `DELETE /indexes/${STAGING}`));
    expect(at(log, /indexDeletion .* succeeded/)).toBeGreaterThan(at(log, /indexSwap/));

    expect([...fake.indexes.keys()]).toEqual(['cars-acme']);
    const live = fake.indexes.get('cars-acme')!;
    expect([...live.docs.keys()]).toEqual(docs(12).map((d) => d.id));
    expect(live.primaryKey).toBe('id');
    const { primaryKey: _, ...settings } = SEARCH_INDEX_SETTINGS;
    expect(live.settings).toEqual(JSON.parse(JSON.stringify(settings)));
  });

  it('creates the live index empty when it does not exist yet, so the swap works', async () => {
    const fake = await fakeMeilisearch();
    const report = await publishTenantIndex(client(fake), 'cars-acme', docs(4), SEARCH_INDEX_SETTINGS, fast);
    expect(report).toMatchObject({ createdLiveIndex: true, previousDocuments: 0, documents: 4, batches: 1 });
    const createLive = at(fake.log, /indexCreation cars-acme succeeded/);
    expect(createLive).toBeGreaterThan(lastAt(fake.log, /documentAdditionOrUpdate .* succeeded/));
    expect(createLive).toBeLessThan(at(fake.log, 'POST /swap-indexes'));
    expect([...fake.indexes.keys()]).toEqual(['cars-acme']);
    expect(fake.indexes.get('cars-acme')!.docs.size).toBe(4);
  });

  it('deletes a staging index left by an earlier failed run, and no other index', async () => {
    const leftover = 'cars-acme__next_20261120T000000000Z';
    const fake = await fakeMeilisearch({
      seed: { 'cars-acme': docs(2), [leftover]: docs(1), 'cars-acme-2__next_20261120T000000000Z': docs(1) },
    });
    const report = await publishTenantIndex(client(fake), 'cars-acme', docs(5), SEARCH_INDEX_SETTINGS, fast);
    expect(report.deletedLeftovers).toEqual([leftover]);
    expect(at(fake.log, `task 0 indexDeletion ${leftover} succeeded`)).toBeLessThan(
      at(fake.log, 'POST /indexes'),
    );
    expect([...fake.indexes.keys()].sort()).toEqual(['cars-acme', 'cars-acme-2__next_20261120T000000000Z']);
  });

  it('aborts on a failed task before the swap: the error names the task, the live index is untouched', async () => {
    const old = docs(3, 'old');
    const fake = await fakeMeilisearch({
      seed: { 'cars-acme': old },
      failTask: ({ type, batch }) =>
        type === 'documentAdditionOrUpdate' && batch === 1
          ? 'Document `car-7` has an invalid price'
          : undefined,
    });
    const publishing = publishTenantIndex(client(fake), 'cars-acme', docs(12), SEARCH_INDEX_SETTINGS, {
      ...fast,
      batchSize: 5,
    });
    await expect(publishing).rejects.toThrow(MeilisearchTaskError);
    await expect(publishing).rejects.toThrow(
      /Adding documents 6–10 to cars-acme__next_\S+ failed: task \d+ failed: Document `car-7` has an invalid price \(invalid_document_fields\)/,
    );
    expect(at(fake.log, 'POST /swap-indexes')).toBe(-1);
    expect([...fake.indexes.get('cars-acme')!.docs.values()]).toEqual(old);
  });

  it('aborts before the swap when the staging index does not hold every document', async () => {
    const fake = await fakeMeilisearch({ seed: { 'cars-acme': docs(3, 'old') }, loseDocuments: 1 });
    await expect(
      publishTenantIndex(client(fake), 'cars-acme', docs(6), SEARCH_INDEX_SETTINGS, fast),
    ).rejects.toThrow(/holds 5 documents, expected 6: not swapped; cars-acme is unchanged/);
    expect(at(fake.log, 'POST /swap-indexes')).toBe(-1);
    expect(fake.indexes.get('cars-acme')!.docs.size).toBe(3);
  });

  it('refuses duplicate ids and bad index names before contacting the server', async () => {
    const fake = await fakeMeilisearch();
    await expect(
      publishTenantIndex(
        client(fake),
        'cars-acme',
        [...docs(2), { id: 'car-0' }],
        SEARCH_INDEX_SETTINGS,
        fast,
      ),
    ).rejects.toThrow(/occur more than once, e.g. "car-0"/);
    await expect(
      publishTenantIndex(client(fake), 'cars acme', docs(2), SEARCH_INDEX_SETTINGS, fast),
    ).rejects.toThrow(/Invalid index uid/);
    expect(fake.log).toEqual([]);
  });
});

describe('errors an operator can act on', () => {
  it('tells a missing key (401), a refused key (403), an unreachable host and a failed task apart', async () => {
    const fake = await fakeMeilisearch({ apiKey: 'admin-key' });
    const attempt = async (apiKey?: string) => {
      try {
        await publishTenantIndex(client(fake, apiKey), 'cars-acme', docs(1), SEARCH_INDEX_SETTINGS, fast);
        return 'published';
      } catch (error) {
        return explainMeilisearchError(error, fake.url);
      }
    };
    expect(await attempt()).toMatch(
      /wants a key \(401 missing_authorization_header\): pass an admin key with --key or MEILI_ADMIN_KEY/,
    );
    expect(await attempt('search-key')).toMatch(/refused the key \(403 invalid_api_key\)/);
    expect(await attempt('admin-key')).toBe('published');

    const closed = await fakeMeilisearch();
    await closed.close();
    open.pop();
    const unreachable = await publishTenantIndex(
      client(closed),
      'cars-acme',
      docs(1),
      SEARCH_INDEX_SETTINGS,
      fast,
    ).catch((error: unknown) => explainMeilisearchError(error, closed.url));
    expect(unreachable).toMatch(new RegExp(`Cannot reach Meilisearch at ${closed.url} \\(ECONNREFUSED\\)`));

    const failing = await fakeMeilisearch({
      failTask: ({ type }) => (type === 'settingsUpdate' ? 'Attribute `nope` is not sortable' : undefined),
    });
    const failed = await publishTenantIndex(
      client(failing),
      'cars-acme',
      docs(1),
      SEARCH_INDEX_SETTINGS,
      fast,
    ).catch((error: unknown) => explainMeilisearchError(error, failing.url));
    expect(failed).toMatch(
      /Applying settings to cars-acme__next_\S+ failed: .*not sortable.*The live index is unchanged\./,
    );
  });
});

describe('scripts/meili-index.ts', () => {
  const root = resolve(import.meta.dirname, '..', '..', '..');
  const script = join(root, 'scripts', 'meili-index.ts');
  const run = async (args: string[], env: Record<string, string> = {}) => {
    try {
      const { MEILI_URL: _url, MEILI_ADMIN_KEY: _key, ...inherited } = process.env;
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
        cwd: root,
        env: { ...inherited, ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  };
  const car = (i: number) => ({
    id: `c${i}`,
    slug: `car-${i}`,
    name: `2024 Toyota HiLux SR ${i}`,
    make: 'Toyota',
    model: 'HiLux',
    year: 2024,
    price: 40000 + i,
    km: 10 * i,
    car_type: 'used',
    status: 'in_stock',
    item_type: 'car',
    certified: false,
    reserved: false,
    preorder: false,
    photos_count: 0,
    images: [],
    created_at: '2026-11-01T00:00:00.000Z',
    stocknum: `S${i}`,
  });
  const withData = () => {
    const dist = mkdtempSync(join(tmpdir(), 'meili-index-'));
    mkdirSync(join(dist, '.data'));
    const tenant = {
      slug: 'acme',
      dealerships: [],
      settings: {
        search: {
          backend: { type: 'meilisearch', host: 'http://unused', searchKey: 'k', indexUid: 'acme-stock' },
        },
      },
    };
    writeFileSync(
      join(dist, '.data', 'acme.json'),
      JSON.stringify({ tenant, cars: [car(1), car(2), car(3)], builtAt: '2026-11-21T00:00:00.000Z' }),
    );
    return dist;
  };

  it('--dry-run prints the settings, index and document count without a server', async () => {
    const dist = withData();
    try {
      const { code, stdout } = await run(['--tenant', 'acme', '--dist', dist, '--dry-run']);
      expect(code).toBe(0);
      const plan = JSON.parse(stdout);
      expect(plan).toMatchObject({ tenant: 'acme', index: 'acme-stock', documents: 3, batches: 1 });
      expect(plan.settings.rankingRules[0]).toBe('sort');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('publishes through MEILI_URL / MEILI_ADMIN_KEY and reports counts and timings', async () => {
    const dist = withData();
    const fake = await fakeMeilisearch({ apiKey: 'admin-key' });
    try {
      const { code, stdout, stderr } = await run(
        ['--tenant', 'acme', '--dist', dist, '--index', 'cars-acme', '--json'],
        { MEILI_URL: fake.url, MEILI_ADMIN_KEY: 'admin-key' },
      );
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({
        indexUid: 'cars-acme',
        documents: 3,
        createdLiveIndex: true,
      });
      expect([...fake.indexes.get('cars-acme')!.docs.keys()]).toEqual(['c1', 'c2', 'c3']);
      expect(fake.indexes.get('cars-acme')!.docs.get('c1')).toMatchObject({
        make_model: 'Toyota:HiLux',
        stocknum: 'S1',
      });

      const refused = await run(['--tenant', 'acme', '--dist', dist, '--host', fake.url, '--key', 'wrong']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /meili-index: Meilisearch at http:\/\/127\.0\.0\.1:\d+ refused the key \(403 invalid_api_key\)/,
      );
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('explains a missing data file, a missing --tenant and an unreachable host', async () => {
    const dist = withData();
    try {
      const missing = await run(['--tenant', 'nobody', '--dist', dist]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(
        /No prepared data for tenant "nobody" at .*nobody\.json: run `npm run build -- --tenant nobody` first/,
      );
      const usage = await run(['--dist', dist]);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toMatch(/--tenant is required/);
      const unreachable = await run(['--tenant', 'acme', '--dist', dist, '--host', 'http://127.0.0.1:9']);
      expect(unreachable.code).toBe(1);
      expect(unreachable.stderr).toMatch(/Cannot reach Meilisearch at http:\/\/127\.0\.0\.1:9/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
