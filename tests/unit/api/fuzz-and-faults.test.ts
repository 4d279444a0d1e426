/**
 * Fuzz and faults (issue 14), against the real server process (`scripts/serve.ts`) on loopback,
 * bounded in count and time:
 *   - hostile requests to every API route (tests/bench/hostile-requests.ts): bodies, headers,
 *     methods and paths no client should send. Every one is answered; no 5xx but 503; every
 *     error the API itself gives is JSON with a message; a table of counts per route is printed.
 *   - storage faults: a full disk (a small tmpfs), a data folder that is read-only at start and
 *     one that turns read-only while the server runs (read-only bind mounts: as root, chmod
 *     stops nothing), and damaged database files at start. Where the machine does not allow
 *     `mount`, those tests say why and are skipped.
 *   - SIGKILL while leads are being delivered to a webhook and an SMTP server standing in for
 *     the dealer's: after a restart every accepted lead is stored once and delivered.
 * The SQLite store (the default); the benchmark (`npm run bench:leads`) runs the fuzz on both.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_MS } from '../../../src/api/services/outbox.ts';
import { openCounterConnection, openDatabase } from '../../../src/api/store/sqlite/database.ts';
import { type LeadAnswer, postLead, writeTenant } from '../../support/api-process.ts';
import { inspectSqlite } from '../../support/inspect.ts';
import {
  API_ROUTES,
  count,
  countsTable,
  type FuzzContext,
  type HostileRequest,
  hostileRequests,
  ordinaryRequests,
  photoForm,
  problemWith,
  type RawAnswer,
  type RouteCounts,
  routeName,
  SMALL_JPEG,
  sendAll,
  sendRaw,
  writeFuzzSite,
} from '../../bench/hostile-requests.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const work = mkdtempSync(join(tmpdir(), 'fuzz-and-faults-'));
const fuzzDist = join(work, 'fuzz-dist');
const ctx: FuzzContext = writeFuzzSite(fuzzDist);

// ---------------------------------------------------------------------------------------------
// Server processes, mounts and clean-up

interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  stop(): Promise<void>;
}

const servers: ServerProcess[] = [];
const mounts: string[] = [];

/** Starts `scripts/serve.ts` on loopback; its stderr is kept (the suite reports it, not echoes it). */
function startServer(
  distDir: string,
  dataDir: string,
  env: Record<string, string> = {},
  port = 0,
): Promise<ServerProcess> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST')),
  );
  const child = spawn(
    process.execPath,
    [
      join(root, 'scripts', 'serve.ts'),
      ...['--port', String(port), '--host', '127.0.0.1', '--dist', distDir, '--data', dataDir],
    ],
    {
      cwd: root,
      env: {
        ...inherited,
        // Every request names its own client (X-Forwarded-For), so per-client limits do not
        // answer in the route's place; the disk check of /api/ready fits a small tmpfs.
        TRUST_PROXY: '1',
        LEADS_PER_MINUTE: '100000',
        // Faults are turned on and /api/ready asked at once: no shared answer from before them.
        READY_CACHE_MS: '0',
        READY_MIN_FREE_MB: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk;
  });
  const server: ServerProcess = {
    child,
    port: 0,
    stderr: () => err,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
  servers.push(server);
  return new Promise((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`the server did not start: ${out}${err}`)), 20_000);
    child.once('exit', (code) => fail(new Error(`the server exited (${code}): ${out}${err}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /http:\/\/localhost:(\d+)\//.exec(out);
      if (match) {
        clearTimeout(timer);
        server.port = Number(match[1]);
        done(server);
      }
    });
  });
}

/** Runs `mount` with `args`; the error text when it failed. */
function mount(args: string[], target: string): string | undefined {
  const run = spawnSync('mount', [...args, target], { encoding: 'utf8' });
  if (run.status === 0) {
    if (!mounts.includes(target)) mounts.push(target);
    return undefined;
  }
  return (run.error?.message ?? run.stderr.trim()) || `mount exited ${run.status}`;
}

function unmount(target: string): void {
  if (spawnSync('umount', [target]).status !== 0) spawnSync('umount', ['-l', target]);
  mounts.splice(mounts.indexOf(target), 1);
}

/** Why this machine cannot mount a tmpfs (not root, no CAP_SYS_ADMIN, no mount), or undefined. */
const mountProblem: string | undefined = (() => {
  const probe = join(work, 'mount-probe');
  mkdirSync(probe);
  const problem = mount(['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs'], probe);
  if (!problem) unmount(probe);
  return problem;
})();

/** Skips the calling test, saying why, when mounts are not allowed here. */
function needsMount(skip: (note: string) => never): void {
  if (mountProblem === undefined) return;
  const note = `skipped: this machine does not allow mounting a tmpfs or a read-only bind mount (${mountProblem})`;
  console.log(note);
  skip(note);
}

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.stop()));
  for (const target of [...mounts].reverse()) unmount(target);
  try {
    rmSync(work, { recursive: true, force: true });
  } catch (error) {
    console.log(`could not remove ${work}: ${(error as Error).message}`);
  }
});

// ---------------------------------------------------------------------------------------------
// Requests

const request = (
  port: number,
  method: string,
  target: string,
  options: { body?: Buffer | string; type?: string; headers?: [string, string][]; client?: number } = {},
): Promise<RawAnswer> =>
  sendRaw(port, {
    route: `${method} ${target}`,
    kind: 'plain',
    method,
    target,
    headers: [
      ['Host', ctx.host],
      ['X-Forwarded-For', `192.0.2.${(options.client ?? 1) % 250}`],
      ['Connection', 'close'],
      ...(options.body === undefined
        ? []
        : [['Content-Type', options.type ?? 'application/json'] as [string, string]]),
      ...(options.headers ?? []),
    ],
    body: options.body === undefined ? undefined : Buffer.from(options.body),
  });

const postJson = (
  port: number,
  target: string,
  body: unknown,
  headers: [string, string][] = [],
  client = 1,
) => request(port, 'POST', target, { body: JSON.stringify(body), headers, client });

/** Opens a valuation on the server at `port` (a rego the offline register knows); its EvalID. */
async function openValuation(port: number): Promise<string> {
  const answer = await postJson(port, '/api/eval-expert/enter-vin', { rego: 'EHN58T', state: 'NSW' });
  expect(answer.status, answer.text).toBe(200);
  return (answer.json as { EvalID: string }[])[0]!.EvalID;
}

const uploadPhoto = (port: number, evalId: string, client = 1) => {
  const { body, type } = photoForm(evalId, SMALL_JPEG);
  return request(port, 'POST', '/api/eval-expert/image-upload', { body, type, client });
};

const fuzzLead = (i: number) => ({
  kind: 'enquiry',
  name: `Shopper ${i}`,
  email: `shopper${i}@example.com`,
  postcode: '2000',
  message: `Is stock #${i} still available? ${'x'.repeat(500)}`,
});

/** Waits (bounded) until `condition` holds; whether it did. */
async function until(condition: () => boolean | Promise<boolean>, ms: number, step = 100): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, step)))
    if (await condition()) return true;
  return condition();
}

const describeAnswer = (r: HostileRequest, a: RawAnswer) =>
  `${r.route} | ${r.kind} | ${r.method} ${JSON.stringify(r.target.slice(0, 90))} → ${a.status} ${a.text.slice(0, 120)}`;

/** What is wrong with the answers to the ordinary request of every route during a storage fault. */
function faultProblems(results: { request: HostileRequest; answer: RawAnswer }[]): string[] {
  return results.flatMap(({ request: r, answer: a }) => {
    const problem = problemWith(r, a);
    return problem ? [`${describeAnswer(r, a)}: ${problem}`] : [];
  });
}

/** Each route's status, and whether a 503 said when to come back (Retry-After). */
const statusLine = (results: { request: HostileRequest; answer: RawAnswer }[]) =>
  results
    .map(
      ({ request: r, answer: a }) =>
        `${r.route} ${a.status}${a.status === 503 ? (a.headers['retry-after'] ? ` (Retry-After ${a.headers['retry-after']})` : ' (no Retry-After)') : ''}`,
    )
    .join('\n  ');

// ---------------------------------------------------------------------------------------------

describe('hostile requests to every API route', () => {
  it('are aimed at every route the API registers', () => {
    const registered = new Set<string>();
    const routesDir = join(root, 'src', 'api', 'routes');
    for (const file of readdirSync(routesDir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(join(routesDir, file), 'utf8');
      for (const [, method, path] of source.matchAll(
        /\bapi\.(get|post|put|patch|delete|all|on)\(\s*'([^']+)'/g,
      ))
        registered.add(`${method!.toUpperCase()} /api${path}`);
    }
    const app = readFileSync(join(root, 'src', 'server', 'app.ts'), 'utf8');
    for (const [, method, path] of app.matchAll(/\bapp\.(get|post)\(\s*'(\/api\/[^']+)'/g))
      registered.add(`${method!.toUpperCase()} ${path}`);
    expect(registered.size).toBeGreaterThanOrEqual(33);
    expect([...registered].sort()).toEqual(API_ROUTES.map(routeName).sort());
    const aimed = new Set(hostileRequests(ctx).map((r) => r.route));
    expect([...aimed].sort()).toEqual(API_ROUTES.map(routeName).sort());
  });

  it('[API-01] every one is answered, never with a 5xx but 503, and every API error is JSON with a message', async () => {
    const server = await startServer(fuzzDist, join(work, 'fuzz-data'));
    // A valuation that exists, so hostile uploads and updates reach the code behind the id check.
    const fuzzCtx = { ...ctx, evalId: await openValuation(server.port) };
    const requests = hostileRequests(fuzzCtx, { share: { bodies: 8, headers: 4, paths: 4, methods: 3 } });
    const results = await sendAll(server.port, requests, 8, Date.now() + 40_000);
    expect(results, 'every request was sent before the deadline').toHaveLength(requests.length);

    const counts = new Map<string, RouteCounts>();
    for (const { request: r, answer } of results) count(counts, r, answer);
    const beforeApp = results.filter(
      ({ request: r, answer }) => r.beforeApp && !answer.headers['content-type'],
    );
    const falseAlarms = server.stderr().match(/\[api\] storage unavailable/g)?.length ?? 0;
    console.log(
      [
        `fuzz: ${results.length} hostile requests to ${counts.size} routes`,
        countsTable(counts),
        `answered by Node's HTTP parser or the HTTP adapter before the app (malformed HTTP, invalid Host): ${beforeApp.length}`,
        `"[api] storage unavailable" lines the server logged meanwhile (its storage was fine): ${falseAlarms}`,
      ].join('\n'),
    );

    const problems = results.flatMap(({ request: r, answer }) => {
      const problem = problemWith(r, answer);
      return problem ? [`${describeAnswer(r, answer)}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
    // Still up and still taking leads.
    expect(server.child.exitCode).toBeNull();
    const after = await postJson(server.port, '/api/leads', fuzzLead(0), [], 77);
    expect(after.status, after.text).toBe(201);
    await server.stop();
  });
});

describe('storage faults', () => {
  it('[SEC-09] a full disk: writes answer 503 with Retry-After, never 500; /api/ready says not ready; nothing accepted is lost', async ({
    skip,
  }) => {
    needsMount(skip);
    const mnt = join(work, 'full');
    mkdirSync(mnt);
    expect(mount(['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs'], mnt)).toBeUndefined();
    const dataDir = join(mnt, 'data');
    const server = await startServer(fuzzDist, dataDir);
    const faultCtx = { ...ctx, evalId: await openValuation(server.port) };
    const lead = (i: number) =>
      postJson(server.port, '/api/leads', fuzzLead(i), [['Idempotency-Key', `full-disk-${i}`]], 100 + i);
    expect((await request(server.port, 'GET', '/api/ready')).status).toBe(200);
    expect((await lead(0)).status).toBe(201);

    // Fill the disk (bounded: the tmpfs holds 4 MB).
    const filler = join(mnt, 'filler');
    const fd = openSync(filler, 'w');
    let full = false;
    for (const size of [64 * 1024, 512]) {
      for (let n = 0; n < 200 && !full; n++) {
        try {
          writeSync(fd, Buffer.alloc(size));
        } catch (error) {
          expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
          full = size === 512;
          break;
        }
      }
    }
    closeSync(fd);
    expect(full, 'the tmpfs filled up').toBe(true);

    const answers = new Map<number, RawAnswer>();
    for (let i = 1; i <= 20; i++) answers.set(i, await lead(i));
    const statuses = [...answers.values()].map((a) => a.status);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      `lead answers: ${statuses}`,
    ).toBe(true);
    expect(statuses.filter((s) => s === 503).length, 'the full disk refused writes').toBeGreaterThan(0);
    for (const a of answers.values())
      if (a.status === 503) {
        expect(a.headers['retry-after']).toMatch(/^\d+$/);
        expect((a.json as { message?: unknown }).message).toEqual(expect.any(String));
      }
    const ready = await request(server.port, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect((ready.json as { status: string }).status).toBe('not ready');
    expect((await request(server.port, 'GET', '/api/health')).status).toBe(200);
    const photo = await uploadPhoto(server.port, faultCtx.evalId);
    expect(photo.status, photo.text).toBe(503);
    expect(photo.headers['retry-after']).toMatch(/^\d+$/);
    const everyRoute = await sendAll(server.port, ordinaryRequests(faultCtx, 2000), 4);
    console.log(
      `full disk: leads ${statuses.filter((s) => s === 503).length}×503 of ${statuses.length}; /api/ready ${ready.status} ${JSON.stringify((ready.json as { checks: unknown }).checks)}\n  ${statusLine(everyRoute)}`,
    );
    expect(faultProblems(everyRoute), `the server's log:\n${server.stderr().slice(-3000)}`).toEqual([]);

    // Room again: ready, and every lead the shopper retries (same key) is stored exactly once.
    unlinkSync(filler);
    expect(
      await until(async () => (await request(server.port, 'GET', '/api/ready')).status === 200, 10_000),
    ).toBe(true);
    for (const [i, a] of answers) {
      if (a.status === 201) continue;
      const retry = await lead(i);
      expect([200, 201]).toContain(retry.status);
    }
    const db = inspectSqlite(join(dataDir, 'api.sqlite'));
    try {
      expect(await db.count("SELECT COUNT(*) AS n FROM leads WHERE idempotency_key LIKE 'full-disk-%'")).toBe(
        21,
      );
      expect(
        await db.count(
          "SELECT COUNT(DISTINCT idempotency_key) AS n FROM leads WHERE idempotency_key LIKE 'full-disk-%'",
        ),
      ).toBe(21);
    } finally {
      await db.close();
    }
    expect(server.child.exitCode).toBeNull();
    await server.stop();
  });

  it('[SEC-09] a read-only data folder at start stops the server with one line naming the database', ({
    skip,
  }) => {
    needsMount(skip);
    const prepared = join(work, 'ro-prepared');
    openDatabase(join(prepared, 'api.sqlite')).close();
    openCounterConnection(join(prepared, 'api.sqlite')).close();
    const readOnly = join(work, 'ro-at-start');
    mkdirSync(readOnly);
    expect(mount(['--bind', prepared], readOnly)).toBeUndefined();
    expect(mount(['-o', 'remount,bind,ro'], readOnly)).toBeUndefined();
    const run = spawnSync(
      process.execPath,
      ['scripts/serve.ts', '--port', '0', '--host', '127.0.0.1', '--dist', fuzzDist, '--data', readOnly],
      { cwd: root, encoding: 'utf8', timeout: 20_000, env: { ...process.env, OUTBOX: 'off' } },
    );
    console.log(`read-only data folder at start: exit ${run.status}: ${run.stderr.trim()}`);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(join(readOnly, 'api.sqlite'));
    unmount(readOnly);
  });

  it('the data folder turning read-only while the server runs: uploads answer 503 with Retry-After, never 500', async ({
    skip,
  }) => {
    needsMount(skip);
    const dataDir = join(work, 'ro-later');
    const server = await startServer(fuzzDist, dataDir);
    const faultCtx = { ...ctx, evalId: await openValuation(server.port) };
    expect((await uploadPhoto(server.port, faultCtx.evalId)).status).toBe(201);
    // A read-only bind mount over the folder: what the server opens or creates there from now on
    // is refused (EROFS); the database files it holds open stay writable, as on a real volume
    // remounted read-only they would not, which the full-disk test covers.
    expect(mount(['--bind', dataDir], dataDir)).toBeUndefined();
    expect(mount(['-o', 'remount,bind,ro'], dataDir)).toBeUndefined();
    try {
      const photo = await uploadPhoto(server.port, faultCtx.evalId, 2);
      expect(photo.status, photo.text).toBe(503);
      expect(photo.headers['retry-after']).toMatch(/^\d+$/);
      expect((photo.json as { message?: unknown }).message).toEqual(expect.any(String));
      const lead = await postJson(
        server.port,
        '/api/leads',
        fuzzLead(1),
        [['Idempotency-Key', 'ro-later-1']],
        3,
      );
      expect([201, 503]).toContain(lead.status);
      const everyRoute = await sendAll(server.port, ordinaryRequests(faultCtx, 3000), 4);
      const ready = await request(server.port, 'GET', '/api/ready');
      console.log(
        `read-only data folder while running: upload ${photo.status}, lead ${lead.status}, /api/ready ${ready.status}\n  ${statusLine(everyRoute)}`,
      );
      expect(faultProblems(everyRoute), `the server's log:\n${server.stderr().slice(-3000)}`).toEqual([]);
    } finally {
      unmount(dataDir);
    }
    const again = await uploadPhoto(server.port, faultCtx.evalId, 4);
    expect(again.status, again.text).toBe(201);
    expect(server.child.exitCode).toBeNull();
    await server.stop();
  });

  const damages: [string, string, (dir: string) => void][] = [
    [
      'a page of the database overwritten',
      'api.sqlite',
      (dir) => {
        const fd = openSync(join(dir, 'api.sqlite'), 'r+');
        writeSync(fd, Buffer.alloc(4096, 0xa5), 0, 4096, 4096 * 10);
        closeSync(fd);
      },
    ],
    ['the database cut short', 'api.sqlite', (dir) => truncateSync(join(dir, 'api.sqlite'), 3000)],
    [
      'a folder where the database should be',
      'api.sqlite',
      (dir) => {
        rmSync(join(dir, 'api.sqlite'));
        mkdirSync(join(dir, 'api.sqlite'));
      },
    ],
    [
      'the counter database beside it damaged',
      'api-counters.sqlite',
      (dir) => writeFileSync(join(dir, 'api-counters.sqlite'), 'not a database '.repeat(500)),
    ],
  ];

  it.each(damages)(
    '[SEC-09] %s: the server stops at start with exit 2 and one line naming %s',
    (name, file, damage) => {
      const dir = join(work, `damaged-${name.replaceAll(' ', '-')}`);
      openDatabase(join(dir, 'api.sqlite')).close();
      openCounterConnection(join(dir, 'api.sqlite')).close();
      damage(dir);
      const run = spawnSync(
        process.execPath,
        ['scripts/serve.ts', '--port', '0', '--host', '127.0.0.1', '--dist', fuzzDist, '--data', dir],
        { cwd: root, encoding: 'utf8', timeout: 20_000, env: { ...process.env, OUTBOX: 'off' } },
      );
      console.log(`${name}: exit ${run.status}: ${run.stderr.trim()}`);
      expect(run.status).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain(join(dir, file));
    },
  );
});

describe('SIGKILL during delivery', () => {
  const HOST = 'alpha.localhost';
  const distDir = join(work, 'kill-dist');
  const dataDir = join(work, 'kill-data');
  const agent = new Agent({ keepAlive: true, maxSockets: 10 });
  /** Webhooks and mails the stand-ins received, by lead id, with when (epoch ms). */
  const hooks: { id: string; at: number }[] = [];
  const mails: { id: string; at: number }[] = [];
  let inFlight = 0;
  let receiver: Server;
  let smtp: SMTPServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    // The dealer's CRM and mail server take a moment to answer, so deliveries are in flight.
    receiver = createServer((req, res) => {
      const id = String(req.headers['x-lead-id']);
      inFlight++;
      req.resume();
      req.on('end', () => {
        hooks.push({ id, at: Date.now() });
        setTimeout(() => {
          inFlight--;
          res.end('ok');
        }, 300);
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        inFlight++;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const id = /^Message-ID:\s*<lead-([0-9a-f-]{36})@/im.exec(
            Buffer.concat(chunks).toString('utf8'),
          )?.[1];
          mails.push({ id: id ?? 'no message id', at: Date.now() });
          setTimeout(() => {
            inFlight--;
            callback();
          }, 300);
        });
      },
    });
    // A killed client resets its connections: that is expected here.
    smtp.on('error', () => undefined);
    await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    writeTenant(distDir, 'alpha', { forms: { commentsRequired: false }, leads: { webhookUrl: hook } });
    env = {
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      WEBHOOK_SECRET: 'fuzz-and-faults',
      // Restarted under the same name, the server releases the killed run's leases at once.
      OUTBOX_NODE: 'fuzz-api-1',
    };
  });

  afterAll(async () => {
    agent.destroy();
    await new Promise((done) => receiver?.close(done));
    await new Promise<void>((done) => (smtp ? smtp.close(() => done()) : done()));
  });

  const lead = (i: number) => ({
    kind: 'enquiry',
    name: `Shopper ${i}`,
    email: `s${i}@example.com`,
    postcode: '2000',
  });
  const send = (port: number, i: number) =>
    postLead(
      port,
      HOST,
      lead(i),
      { 'idempotency-key': `kill-${i}-key`, 'x-forwarded-for': `10.7.0.${i}` },
      agent,
    );

  it('[SEC-06] after a restart every accepted lead is stored once and delivered; only deliveries the kill cut are sent again', async () => {
    let server = await startServer(distDir, dataDir, env);
    const port = server.port;
    const answers = new Map<number, LeadAnswer>();
    const burst = async (from: number, to: number, before?: (i: number) => Promise<void>) => {
      let next = from;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < to) {
            const i = next++;
            await before?.(i);
            answers.set(i, await send(port, i));
          }
        }),
      );
    };
    // 30 leads, then, while they are being delivered, 30 more with the kill in their midst.
    await burst(0, 30);
    expect([...answers.values()].map((a) => a.status)).toEqual(Array(30).fill(201));
    expect(await until(() => inFlight > 0, 20_000, 10), 'deliveries started').toBe(true);
    let killedAt = 0;
    let inFlightAtKill = 0;
    let restarted: Promise<void> | undefined;
    let listeningAfterMs = 0;
    let listeningAt = Number.POSITIVE_INFINITY;
    await burst(30, 60, async (i) => {
      if (i !== 40) return;
      await until(() => inFlight > 0, 10_000, 5);
      inFlightAtKill = inFlight;
      killedAt = Date.now();
      const exited = new Promise((done) => server.child.once('exit', done));
      server.child.kill('SIGKILL');
      restarted = exited.then(async () => {
        server = await startServer(distDir, dataDir, env, port);
        listeningAt = Date.now();
        listeningAfterMs = listeningAt - killedAt;
      });
    });
    await restarted;
    expect(inFlightAtKill, 'deliveries were in flight when the server was killed').toBeGreaterThan(0);
    const cut = [...answers].filter(([, a]) => !a.leadId).map(([i]) => i);
    // The shopper's form retries what got no answer, with the same idempotency key.
    for (const i of cut) answers.set(i, await send(port, i));
    const acknowledged = [...answers.values()].map((a) => a.leadId).filter((id): id is string => !!id);
    expect(acknowledged).toHaveLength(60);

    const db = inspectSqlite(join(dataDir, 'api.sqlite'));
    const distinct = (list: { id: string }[]) => new Set(list.map((r) => r.id));
    let deliveredAfterMs: number | undefined;
    try {
      const allDelivered = await until(
        async () =>
          (await db.count("SELECT COUNT(*) AS n FROM outbox WHERE status <> 'delivered'")) === 0 &&
          acknowledged.every((id) => distinct(hooks).has(id) && distinct(mails).has(id)),
        LEASE_MS + 30_000,
        100,
      );
      deliveredAfterMs = Date.now() - killedAt;
      expect(allDelivered, 'every job delivered (bounded wait)').toBe(true);
      for (const id of acknowledged)
        expect(await db.count('SELECT COUNT(*) AS n FROM leads WHERE id = ?', id)).toBe(1);
      expect(await db.count('SELECT COUNT(*) AS n FROM leads')).toBe(60);
      expect(await db.count('SELECT COUNT(DISTINCT idempotency_key) AS n FROM leads')).toBe(60);
      expect(await db.count("SELECT COUNT(*) AS n FROM outbox WHERE status = 'delivered'")).toBe(120);
    } finally {
      await db.close();
    }
    expect([...distinct(hooks)].sort()).toEqual([...acknowledged].sort());
    expect([...distinct(mails)].sort()).toEqual([...acknowledged].sort());
    // Delivery is at least once, with stable ids (X-Lead-Id, Message-ID) for the dealer to spot
    // a repeat: a lead reaches a stand-in twice only when the killed process had sent it and
    // died before recording that (its first copy came before the restarted server listened,
    // so from the killed one).
    const repeats = (list: { id: string; at: number }[]) =>
      [...distinct(list)]
        .map((id) => list.filter((r) => r.id === id).map((r) => r.at))
        .filter((times) => times.length > 1);
    const repeated = [...repeats(hooks), ...repeats(mails)];
    for (const times of repeated) {
      expect(times.length).toBe(2);
      expect(Math.min(...times)).toBeLessThan(listeningAt);
    }
    console.log(
      `SIGKILL during delivery: ${inFlightAtKill} deliveries in flight and lead ${40} of 60 being sent at the kill; ${cut.length} requests cut and retried; listening again ${listeningAfterMs} ms after the kill; every lead delivered ${deliveredAfterMs} ms after the kill (the restarted server released the killed run's leases at start); ${repeated.length} deliveries sent again; webhooks ${hooks.length}, mails ${mails.length} for 60 leads`,
    );
    await server.stop();
  });
});
