/**
 * The real server process, killed with SIGKILL in the middle of a burst of leads and
 * started again on the same data: every lead that was answered 2xx is stored exactly once
 * and delivered after the restart (SEC-06), on each store: SQLite (the default) and
 * PostgreSQL (DATABASE_URL). Bounded: 200 leads, loopback only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { validateSettings } from '../../../src/config/load-tenant.ts';
import { type Inspector, inspectPostgres, inspectSqlite } from '../../support/inspect.ts';
import { createDatabase } from '../../support/postgres.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
mkdirSync(join(root, '.cache'), { recursive: true });
const work = mkdtempSync(join(root, '.cache', 'durability-'));
const distDir = join(work, 'dist');
let dataDir = join(work, 'data');
/** Set for the PostgreSQL run: the server gets it as DATABASE_URL. */
let databaseUrl: string | undefined;
const agent = new Agent({ keepAlive: true, maxSockets: 20 });
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  agent.destroy();
  rmSync(work, { recursive: true, force: true });
});

function writeSite(): void {
  const settings = validateSettings('alpha', {
    site: { name: 'Alpha', url: 'https://www.alpha.example.com.au' },
    // Durability, not the captcha (tests/unit/api/captcha.test.ts): the burst sends plain leads.
    forms: { commentsRequired: false, captcha: false },
  });
  const location = {
    id: 'l1',
    name: 'Alpha',
    slug: 'alpha',
    primary: true,
    visible: true,
    location_type: 'sales',
    location_subtype: [],
    manufacturers: [],
    dealership_id: 'd1',
    address: { city: 'Perth', state: 'WA', postcode: '6000', lat: -31.9, long: 115.8 },
    contact_detail: { email: 'sales@alpha.example.com.au', opening_hours: [] },
    special_hours: [],
    distribution_locations: [],
  };
  mkdirSync(join(distDir, 'alpha'), { recursive: true });
  mkdirSync(join(distDir, '.reports'), { recursive: true });
  mkdirSync(join(distDir, '.data'), { recursive: true });
  writeFileSync(join(distDir, 'alpha', 'index.html'), 'alpha');
  writeFileSync(
    join(distDir, '.reports', 'alpha.site.json'),
    JSON.stringify({ siteUrl: settings.site.url, domains: [] }),
  );
  writeFileSync(
    join(distDir, '.data', 'alpha.json'),
    JSON.stringify({
      tenant: {
        slug: 'alpha',
        dir: work,
        settings,
        dealerships: [{ id: 'd1', name: 'Alpha', slug: 'alpha' }],
        locations: [location],
        manufacturers: [],
        models: [],
        promos: [],
        slides: [],
      },
      cars: [],
      feed: { file: '', records: 0, imported: 0, skipped: [], warnings: [] },
      excluded: [],
      makeLogos: { tenant: [], shared: [] },
      logoSize: { width: 240, height: 48 },
      builtAt: new Date().toISOString(),
    }),
  );
}

function start(port = 0): Promise<number> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST')),
  );
  server = spawn(
    process.execPath,
    [join(root, 'scripts', 'serve.ts'), '--port', String(port), '--dist', distDir, '--data', dataDir],
    {
      cwd: root,
      env: {
        ...env,
        TRUST_PROXY: '1',
        LEADS_PER_MINUTE: '10000',
        DATABASE_URL: databaseUrl ?? '',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return new Promise((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`no start: ${out}`)), 20_000);
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /http:\/\/localhost:(\d+)\//.exec(out);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
  });
}

function post(port: number, i: number): Promise<{ status: number; leadId?: string }> {
  return new Promise((done) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/leads',
        agent,
        headers: {
          host: 'alpha.localhost',
          'content-type': 'application/json',
          'idempotency-key': `durability-${i}`,
          'x-forwarded-for': `10.0.0.${i % 250}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            leadId: res.statusCode && res.statusCode < 300 ? JSON.parse(text).lead_id : undefined,
          }),
        );
      },
    );
    req.on('error', () => done({ status: 0 }));
    req.setTimeout(5000, () => req.destroy());
    req.end(
      JSON.stringify({ kind: 'enquiry', name: `Shopper ${i}`, email: `s${i}@example.com`, postcode: '2000' }),
    );
  });
}

const stores = [
  {
    name: 'SQLite',
    async prepare(): Promise<() => Promise<Inspector>> {
      dataDir = join(work, 'data-sqlite');
      databaseUrl = undefined;
      return async () => inspectSqlite(join(dataDir, 'api.sqlite'));
    },
  },
  {
    name: 'PostgreSQL',
    async prepare(): Promise<() => Promise<Inspector>> {
      dataDir = join(work, 'data-postgres');
      const url = await createDatabase(inject('postgresUrl'), 'durability');
      databaseUrl = url;
      return () => inspectPostgres(url);
    },
  },
];

describe.each(stores)('on $name', ({ prepare }) => {
  it('[SEC-06] [API-02] no accepted lead is lost or duplicated when the server is killed mid-burst and restarted', async () => {
    const inspect = await prepare();
    writeSite();
    const port = await start();
    const answers = new Map<number, { status: number; leadId?: string }>();
    let next = 0;
    const killAt = 100;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 200) {
          const i = next++;
          if (i === killAt) server!.kill('SIGKILL');
          answers.set(i, await post(port, i));
        }
      }),
    );
    await start(port);
    // The shopper's form retries what got no answer, with the same idempotency key.
    for (const [i, answer] of answers) if (!answer.leadId) answers.set(i, await post(port, i));
    // Let the restarted server's outbox deliver (bounded wait).
    const db = await inspect();
    for (let waited = 0; waited < 30_000; waited += 250) {
      if ((await db.count("SELECT COUNT(*) AS n FROM outbox WHERE status <> 'delivered'")) === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const acknowledged = [...answers.values()].filter((a) => a.leadId);
    expect(acknowledged).toHaveLength(200);
    for (const a of acknowledged)
      expect(await db.count('SELECT COUNT(*) AS n FROM leads WHERE id = ?', a.leadId!)).toBe(1);
    expect(await db.count("SELECT COUNT(*) AS n FROM leads WHERE idempotency_key LIKE 'durability-%'")).toBe(
      200,
    );
    expect(await db.count("SELECT COUNT(*) AS n FROM outbox WHERE status = 'delivered'")).toBe(200);
    await db.close();
    server!.kill('SIGKILL');
  }, 90_000);
});
