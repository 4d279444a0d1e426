/**
 * Two API processes (`scripts/serve.ts`, each with its outbox thread) on one PostgreSQL
 * database under concurrent load, as behind a load balancer: every lead is stored once,
 * delivered once per channel (e-mail files, a webhook to a local receiver), and one
 * client's rate limit is one allowance across both processes. Bounded: a few hundred
 * requests, loopback only.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ApiProcess,
  type LeadAnswer,
  postLead,
  startApiProcess,
  writeTenant,
} from '../../support/api-process.ts';
import { type Inspector, inspectPostgres } from '../../support/inspect.ts';
import { createDatabase } from '../../support/postgres.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const work = mkdtempSync(join(root, '.cache', 'several-processes-'));
const distDir = join(work, 'dist');
const HOST = 'alpha.localhost';
const LEADS_PER_MINUTE = 5;
const agent = new Agent({ keepAlive: true, maxSockets: 40 });

/** Webhook deliveries received, by X-Lead-Id. */
const webhooks = new Map<string, number>();
let receiver: Server;
let processes: ApiProcess[] = [];
let db: Inspector;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const id = String(req.headers['x-lead-id']);
    req.resume();
    req.on('end', () => {
      webhooks.set(id, (webhooks.get(id) ?? 0) + 1);
      // A dealer's CRM takes a while to answer: delivery rounds last long enough that both
      // processes' outbox ticks come round while jobs are due (a round claims up to 50).
      setTimeout(() => res.end('ok'), 150);
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  writeTenant(distDir, 'alpha', { forms: { commentsRequired: false }, leads: { webhookUrl: hook } });
  const databaseUrl = await createDatabase(inject('postgresUrl'), 'processes');
  const env = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '1',
    LEADS_PER_MINUTE: String(LEADS_PER_MINUTE),
    // A tenant with a webhook needs the key to sign it (the server will not start without it).
    WEBHOOK_SECRET: 'several-processes',
  };
  // One after the other: the second finds the schema migrated (and would wait on the lock if not).
  for (const name of ['one', 'two'])
    processes.push(await startApiProcess({ distDir, dataDir: join(work, `data-${name}`), env }));
  db = await inspectPostgres(databaseUrl);
}, 60_000);

afterAll(async () => {
  await db?.close();
  await Promise.all(processes.map((p) => p.stop()));
  processes = [];
  agent.destroy();
  await new Promise((done) => receiver?.close(done));
  rmSync(work, { recursive: true, force: true });
});

const lead = (i: number) => ({
  kind: 'enquiry',
  name: `Shopper ${i}`,
  email: `s${i}@example.com`,
  postcode: '2000',
});

/** Lead ids in the e-mail files each process wrote (`lead-<id>@host` message ids). */
function mailedLeadIds(): string[][] {
  return ['one', 'two'].map((name) => {
    const dir = join(work, `data-${name}`, 'outbox', 'mail');
    let files: string[] = [];
    try {
      files = readdirSync(dir);
    } catch {
      // this process delivered no e-mail
    }
    return files.flatMap((file) => /^lead-([0-9a-f-]{36})_/.exec(file)?.[1] ?? []);
  });
}

describe('several API processes on one PostgreSQL database', () => {
  it('[SEC-12] each lead is stored once and delivered once per channel; idempotency holds across processes', async () => {
    const answers: LeadAnswer[] = [];
    let next = 0;
    // 240 shoppers (one request each) spread over both processes, 30 in flight.
    await Promise.all(
      Array.from({ length: 30 }, async () => {
        while (next < 240) {
          const i = next++;
          answers[i] = await postLead(
            processes[i % 2]!.port,
            HOST,
            lead(i),
            { 'idempotency-key': `load-${i}-key`, 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` },
            agent,
          );
        }
      }),
    );
    // 20 double submissions: the same key to both processes at once.
    const doubles = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        Promise.all(
          processes.map((p) =>
            postLead(
              p.port,
              HOST,
              lead(1000 + i),
              { 'idempotency-key': `double-${i}-key`, 'x-forwarded-for': `10.2.0.${i}` },
              agent,
            ),
          ),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(240).fill(201));
    for (const [a, b] of doubles) {
      expect([a!.status, b!.status].sort()).toEqual([200, 201]);
      expect(a!.leadId).toBe(b!.leadId);
    }
    const ids = [...answers.map((a) => a.leadId!), ...doubles.map(([a]) => a!.leadId!)];
    expect(new Set(ids).size).toBe(260);
    expect(await db.count('SELECT COUNT(*) AS n FROM leads')).toBe(260);

    // Both outbox threads deliver; wait (bounded) until every job is done.
    for (let waited = 0; waited < 45_000; waited += 250) {
      if ((await db.count("SELECT COUNT(*) AS n FROM outbox WHERE status <> 'delivered'")) === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await db.count("SELECT COUNT(*) AS n FROM outbox WHERE status = 'delivered'")).toBe(520);
    expect([...webhooks.keys()].sort()).toEqual([...ids].sort());
    expect([...webhooks.values()].every((count) => count === 1)).toBe(true);
    const [one, two] = mailedLeadIds();
    expect([...one!, ...two!].sort()).toEqual([...ids].sort());
    // Both processes took part in delivering (the jobs were shared, not all taken by one).
    expect(one!.length).toBeGreaterThan(0);
    expect(two!.length).toBeGreaterThan(0);
  }, 90_000);

  it('[SEC-12] one client gets one rate-limit allowance across both processes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 * LEADS_PER_MINUTE }, (_, i) =>
        postLead(
          processes[i % 2]!.port,
          HOST,
          { kind: 'enquiry', name: 'One client', email: `client${i}@example.com`, postcode: '2000' },
          { 'x-forwarded-for': '203.0.113.9' },
          agent,
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LEADS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 * LEADS_PER_MINUTE);
    expect(await db.count("SELECT COUNT(*) AS n FROM leads WHERE payload::text LIKE '%One client%'")).toBe(
      LEADS_PER_MINUTE,
    );
  }, 30_000);
});
