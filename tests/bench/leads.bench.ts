// Lead load and fault benchmark (prints figures; asserts nothing; loopback only; bounded
// in count and time). Against the real server process (`scripts/serve.ts`), on each store:
// SQLite (the default) and PostgreSQL (DATABASE_URL, or a throwaway cluster made from
// Debian's binaries as the tests do, tests/support/postgres.ts):
//   1. 2,000 lead submissions at 50 concurrent: throughput, p50/p99 latency.
//   2. The same with the server SIGKILLed mid-run and restarted: every lead that got a 2xx
//      is stored exactly once and delivered after the restart.
//   3. 1,000 malformed or hostile bodies: count of 5xx answers.
//   4. Fuzz: hostile requests to every API route (tests/bench/hostile-requests.ts: bodies,
//      headers, methods, paths), three rounds: per route, answers by status class, 5xx that
//      are not 503, and requests left unanswered.
// Usage: npm run bench:leads [-- --count 2000 --concurrency 50 --store sqlite|postgres|both
//        --blocks load,kill,hostile,fuzz]
import '../../scripts/lib/node-version.ts';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Inspector, inspectPostgres, inspectSqlite } from '../support/inspect.ts';
import { createDatabase, type PostgresServer, startPostgres } from '../support/postgres.ts';
import { LEASE_MS } from '../../src/api/services/outbox.ts';
import { ensureDemoData } from './demo-data.ts';
import { hostileBodies } from './hostile-bodies.ts';
import {
  count,
  countsTable,
  hostileRequests,
  problemWith,
  type RouteCounts,
  sendAll,
  sendRaw,
  writeFuzzSite,
} from './hostile-requests.ts';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
    store: { type: 'string', default: 'both' },
    blocks: { type: 'string', default: 'load,kill,hostile,fuzz' },
  },
});
const BLOCKS = new Set(values.blocks.split(','));
const STORES = (values.store === 'both' ? ['sqlite', 'postgres'] : [values.store]) as (
  | 'sqlite'
  | 'postgres'
)[];
const COUNT = Number(values.count);
const CONCURRENCY = Number(values.concurrency);
const TENANT = 'harbour-city-toyota';
const DEADLINE = Date.now() + STORES.length * 8 * 60_000; // every loop below stops by this time
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

// The lead blocks run on the built demo tenant; the fuzz block writes its own site.
const demoBlocks = ['load', 'kill', 'hostile'].some((block) => BLOCKS.has(block));
let carId: string[] = [];
if (demoBlocks) {
  ensureDemoData([TENANT]);
  const build = spawnSync(process.execPath, ['scripts/build.ts', '--tenant', TENANT], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed: ${build.stdout}${build.stderr}`);
  carId = JSON.parse(
    spawnSync(
      process.execPath,
      [
        '-e',
        `console.log(JSON.stringify(require('./dist/.data/${TENANT}.json').cars.filter(c => c.status === 'in_stock').slice(0, 20).map(c => c.id)))`,
      ],
      { cwd: root, encoding: 'utf8' },
    ).stdout,
  ) as string[];
}

interface Server {
  child: ChildProcess;
  port: number;
}

/** Where one block's server keeps its data: a folder, and for PostgreSQL a fresh database. */
interface Data {
  dataDir: string;
  databaseUrl: string | undefined;
  inspect: () => Promise<Inspector>;
}

function startServer(data: Data, port = 0, distDir?: string): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      'scripts/serve.ts',
      ...['--port', String(port), '--host', '127.0.0.1', '--data', data.dataDir],
      ...(distDir ? ['--dist', distDir] : []),
    ],
    {
      cwd: root,
      // Every request carries its own X-Forwarded-For, so limits apply per simulated shopper.
      env: {
        ...process.env,
        TRUST_PROXY: '1',
        LEADS_PER_MINUTE: '1000',
        // A supervised server keeps its name across restarts: its previous run's leases are released at start.
        OUTBOX_NODE: 'bench-api-1',
        DATABASE_URL: data.databaseUrl ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolvePort, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /http:\/\/localhost:(\d+)\//.exec(out);
      if (match) {
        clearTimeout(timer);
        resolvePort({ child, port: Number(match[1]) });
      }
    });
  });
}

/** SIGTERM, then wait for the exit: the database must outlive the server's last writes. */
function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    server.child.once('exit', () => done());
    server.child.kill('SIGTERM');
  });
}

function post(
  port: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((done) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/leads',
        agent,
        headers: { host: `${TENANT}.localhost`, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', () => done({ status: 0, body: '', ms: performance.now() - started }));
    req.setTimeout(10_000, () => req.destroy());
    req.end(body);
  });
}

/**
 * Solved robot checks (LEAD-22: the demo tenant has forms.captcha on), fetched and solved as a
 * shopper's browser does, before the timed run: the figures are the API's, not the solving.
 */
async function captchaTokens(port: number, count: number, offset: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count && Date.now() < DEADLINE; i++) {
    const n = offset + i;
    const challenge = await new Promise<Challenge>((done, fail) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/captcha/challenge',
          agent,
          headers: { host: `${TENANT}.localhost`, 'x-forwarded-for': `10.200.${(n >> 8) & 255}.${n & 255}` },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => (res.statusCode === 200 ? done(JSON.parse(text)) : fail(new Error(text))));
        },
      );
      req.on('error', fail);
      req.end();
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    tokens.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return tokens;
}

function leadBody(i: number, altcha?: string): string {
  return JSON.stringify({
    altcha,
    kind: 'enquiry',
    name: `Shopper ${i}`,
    email: `shopper${i}@example.com`,
    postcode: '2000',
    phone: '0412 345 678',
    message: `Is stock #${i} still available?`,
    car_id: carId[i % carId.length],
    url: `https://www.harbourcitytoyota.com.au/cars/${i}`,
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Runs `count` submissions with `CONCURRENCY` in flight; `onSent` may kill the server. */
async function run(
  port: () => number,
  count: number,
  key: (i: number) => string,
  tokens: readonly string[],
  onSent?: (sent: number) => Promise<void>,
) {
  const results: { i: number; status: number; ms: number; leadId?: string }[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count && Date.now() < DEADLINE) {
        const i = next++;
        await onSent?.(i);
        const response = await post(port(), leadBody(i, tokens[i]), {
          'idempotency-key': key(i),
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        });
        results.push({
          i,
          status: response.status,
          ms: response.ms,
          leadId:
            response.status >= 200 && response.status < 300 ? JSON.parse(response.body).lead_id : undefined,
        });
      }
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

mkdirSync(join(root, '.cache'), { recursive: true });
const work = mkdtempSync(join(root, '.cache', 'bench-leads-'));
const results: Record<string, Record<string, unknown>> = {};
let postgres: PostgresServer | undefined;

async function benchStore(store: 'sqlite' | 'postgres'): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};
  const data = async (name: string): Promise<Data> => {
    const dataDir = join(work, `${store}-${name}`);
    if (store === 'sqlite')
      return {
        dataDir,
        databaseUrl: undefined,
        inspect: async () => inspectSqlite(join(dataDir, 'api.sqlite')),
      };
    postgres ??= await startPostgres();
    const databaseUrl = await createDatabase(postgres.url, `bench_${name}`);
    return { dataDir, databaseUrl, inspect: () => inspectPostgres(databaseUrl) };
  };
  // 1. Throughput and latency
  if (BLOCKS.has('load')) {
    const server = await startServer(await data('load'));
    const warmUpTokens = await captchaTokens(server.port, 500, 0);
    const loadTokens = await captchaTokens(server.port, COUNT, 500);
    // Warm up (JIT, SQLite page cache) before measuring the sustained rate.
    await run(
      () => server.port,
      500,
      (i) => `warm-up-${i}-key`,
      warmUpTokens,
    );
    const { results, seconds } = await run(
      () => server.port,
      COUNT,
      (i) => `load-${i}-key`,
      loadTokens,
    );
    const ok = results.filter((r) => r.status === 201);
    const sorted = ok.map((r) => r.ms).sort((a, b) => a - b);
    figures['load'] = {
      submitted: results.length,
      accepted: ok.length,
      leadsPerSecond: Math.round(ok.length / seconds),
      p50ms: +percentile(sorted, 50).toFixed(1),
      p99ms: +percentile(sorted, 99).toFixed(1),
    };
    console.log(`${store} load`, figures['load']);
    await stopServer(server);
  }

  // 2. Kill mid-run, restart, retry what got no answer with the same idempotency key
  if (BLOCKS.has('kill')) {
    const kill = await data('kill');
    let server = await startServer(kill);
    const port = server.port;
    const killTokens = await captchaTokens(port, COUNT, 0);
    let killedAt = -1;
    let restarting: Promise<void> | undefined;
    // Recovery after the SIGKILL: when the restarted server listens (the restart begins 300 ms
    // after the kill, as a supervisor's would) and when every lead has been delivered.
    let killTime = 0;
    let listeningAgainMs: number | undefined;
    const { results } = await run(
      () => server.port,
      COUNT,
      (i) => `kill-${i}-key`,
      killTokens,
      async (sent) => {
        if (sent === Math.floor(COUNT / 2) && killedAt < 0) {
          killedAt = sent;
          killTime = performance.now();
          server.child.kill('SIGKILL');
          restarting = new Promise((r) => setTimeout(r, 300)).then(async () => {
            server = await startServer(kill, port);
            listeningAgainMs = Math.round(performance.now() - killTime);
          });
        }
        if (restarting && sent > killedAt) await restarting;
      },
    );
    await restarting;
    // A shopper whose request failed retries with the same key (the form does this).
    const unanswered = results.filter((r) => r.status !== 201 && r.status !== 200);
    for (const r of unanswered) {
      let retry = await post(server.port, leadBody(r.i, killTokens[r.i]), {
        'idempotency-key': `kill-${r.i}-key`,
        'x-forwarded-for': '10.9.9.9',
      });
      // The killed process had used up this check without storing the lead: the form asks the
      // shopper to tick it again, so the retry solves a fresh one.
      if (retry.status === 400 && retry.body.includes('"altcha"')) {
        const [fresh] = await captchaTokens(server.port, 1, 60_000 + r.i);
        retry = await post(server.port, leadBody(r.i, fresh), {
          'idempotency-key': `kill-${r.i}-key`,
          'x-forwarded-for': '10.9.9.9',
        });
      }
      r.status = retry.status;
      r.leadId = retry.status >= 200 && retry.status < 300 ? JSON.parse(retry.body).lead_id : undefined;
    }
    // Let the outbox deliver, bounded in time.
    const check = await kill.inspect();
    // Jobs the killed process had claimed are due again when their lease ends: wait past it.
    const restartedAt = Date.now();
    let allDeliveredAfter: number | undefined;
    let allDeliveredMsAfterKill: number | undefined;
    for (let waited = 0; waited < LEASE_MS + 30_000; waited += 250) {
      if ((await check.count("SELECT COUNT(*) AS n FROM outbox WHERE status <> 'delivered'")) === 0) {
        allDeliveredAfter = Math.round((Date.now() - restartedAt) / 1000);
        allDeliveredMsAfterKill = Math.round(performance.now() - killTime);
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    await stopServer(server);
    const acknowledged = results.filter((r) => r.leadId);
    let missing = 0;
    let undelivered = 0;
    for (const r of acknowledged) {
      if ((await check.count('SELECT COUNT(*) AS n FROM leads WHERE id = ?', r.leadId!)) !== 1) missing++;
      const delivered = await check.count(
        "SELECT COUNT(*) AS n FROM outbox WHERE lead_id = ? AND status = 'delivered'",
        r.leadId!,
      );
      if (delivered < 1) undelivered++;
    }
    const duplicates = await check.count(
      "SELECT COUNT(*) AS n FROM (SELECT idempotency_key FROM leads WHERE idempotency_key LIKE 'kill-%' GROUP BY idempotency_key HAVING COUNT(*) > 1) AS keys",
    );
    const stored = await check.count("SELECT COUNT(*) AS n FROM leads WHERE idempotency_key LIKE 'kill-%'");
    await check.close();
    figures['kill'] = {
      submissions: results.length,
      killedAfter: killedAt,
      answeredBeforeRetry: results.length - unanswered.length,
      retried: unanswered.length,
      acknowledged: acknowledged.length,
      stored,
      lost: missing,
      duplicated: duplicates,
      notDelivered: undelivered,
      allDeliveredSecondsAfterRestart: allDeliveredAfter,
      recoveryAfterSigkill: { listeningAgainMs, allDeliveredMs: allDeliveredMsAfterKill },
    };
    console.log(`${store} kill`, figures['kill']);
    console.log(
      `${store} recovery after SIGKILL: listening again ${listeningAgainMs ?? '-'} ms after the kill, every accepted lead delivered ${allDeliveredMsAfterKill ?? 'not within the wait'} ms after it`,
    );
  }

  // 3. Hostile bodies
  if (BLOCKS.has('hostile')) {
    const server = await startServer(await data('hostile'));
    const statuses = new Map<number, number>();
    const dropped = new Map<string, number>();
    let fiveHundreds = 0;
    const bodies = hostileBodies(1000);
    for (let i = 0; i < bodies.length && Date.now() < DEADLINE; i += CONCURRENCY) {
      const batch = await Promise.all(
        bodies.slice(i, i + CONCURRENCY).map((b, j) =>
          post(server.port, b.body, {
            'x-forwarded-for': `10.1.${(i + j) >> 8}.${(i + j) & 255}`,
            ...(b.headers ?? {}),
          }),
        ),
      );
      batch.forEach((r, j) => {
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.status >= 500) fiveHundreds++;
        if (r.status === 0) {
          const kind = bodies[i + j]!.kind;
          dropped.set(kind, (dropped.get(kind) ?? 0) + 1);
        }
      });
    }
    await stopServer(server);
    figures['hostile'] = {
      bodies: bodies.length,
      fiveHundreds,
      statuses: Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
      noAnswerByKind: Object.fromEntries(dropped),
    };
    console.log(`${store} hostile`, figures['hostile']);
  }

  // 4. Hostile requests to every API route, over a site with every route's feature on
  if (BLOCKS.has('fuzz')) {
    const distDir = join(work, 'fuzz-dist');
    const context = writeFuzzSite(distDir);
    const server = await startServer(await data('fuzz'), 0, distDir);
    // A valuation that exists, so hostile uploads and updates reach the code behind the id check.
    const valuation = await sendRaw(server.port, {
      route: 'POST /api/eval-expert/enter-vin',
      kind: 'ordinary',
      method: 'POST',
      target: '/api/eval-expert/enter-vin',
      headers: [
        ['Host', context.host],
        ['Content-Type', 'application/json'],
        ['Connection', 'close'],
      ],
      body: Buffer.from(JSON.stringify({ rego: 'EHN58T', state: 'NSW' })),
    });
    const evalId = (valuation.json as { EvalID?: string }[] | undefined)?.[0]?.EvalID;
    const requests = [0, 1, 2].flatMap((round) => hostileRequests({ ...context, evalId }, { round }));
    const answered = await sendAll(server.port, requests, Math.min(CONCURRENCY, 16), DEADLINE);
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    await stopServer(server);
    const counts = new Map<string, RouteCounts>();
    for (const { request, answer } of answered) count(counts, request, answer);
    const problems = answered.flatMap(({ request, answer }) => {
      const problem = problemWith(request, answer);
      return problem ? [`${request.route} | ${request.kind}: ${problem}`] : [];
    });
    figures['fuzz'] = {
      requests: requests.length,
      notSentBeforeDeadline: requests.length - answered.length,
      answeredBeforeTheApp: answered.filter((r) => r.request.beforeApp && !r.answer.headers['content-type'])
        .length,
      problems: problems.length,
      firstProblems: problems.slice(0, 20),
      serverAliveAfter: alive,
      byRoute: Object.fromEntries(counts),
    };
    console.log(
      `${store} fuzz: ${answered.length} hostile requests to ${counts.size} routes, ${problems.length} problems (5xx not 503, no answer, an API error without a JSON message)${alive ? '' : ', THE SERVER DIED'}\n${countsTable(counts)}`,
    );
    for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
  }
  return figures;
}

try {
  for (const store of STORES) results[store] = await benchStore(store);
} finally {
  agent.destroy();
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}
mkdirSync(join(root, 'tests', 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'tests', 'bench', 'results', 'leads.json'),
  JSON.stringify(
    { date: new Date().toISOString(), count: COUNT, concurrency: CONCURRENCY, ...results },
    null,
    2,
  ),
);
process.exit(0);
