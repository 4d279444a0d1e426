/**
 * Alerts from real builds (ALERT-01…03): a tenant is built by scripts/build.ts, shoppers save
 * searches and cars through the API of a server on that build, the feed changes and the
 * tenant is built again; the server's alert round then sends exactly the expected digests
 * through the outbox (the offline adapters' files), and nothing to a shopper who unsubscribed.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineEmail } from '../../../src/api/adapters/email.ts';
import { createAdapters } from '../../../src/api/adapters/index.ts';
import { offlineSms } from '../../../src/api/adapters/sms.ts';
import { runAlertRound } from '../../../src/api/services/alerts/alert-worker.ts';
import { deliverDue } from '../../../src/api/services/outbox.ts';
import { createRuntime, type Runtime } from '../../../src/server/runtime.ts';
import { DEFAULT_LOCATIONS } from '../api/harness.ts';
import { runBuildScript } from '../../support/run-build.ts';
import { writeTestTenant } from '../../support/test-tenant.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const work = mkdtempSync(join(tmpdir(), 'alerts-after-build-'));
const tenantsDir = join(work, 'tenants');
const dataDir = join(work, 'data');
mkdirSync(join(root, '.cache'), { recursive: true });
const out = mkdtempSync(join(root, '.cache', 'test-dist-'));
const SLUG = 'alert-test-motors';
const HOST = `${SLUG}.localhost`;
const SITE = 'https://www.alert-test.example.com.au';
const BOB = '+61412000777';

const car = (
  id: string,
  make: string,
  model: string,
  price: number,
  extra: Record<string, unknown> = {},
) => ({
  id,
  stocknum: `S${id}`,
  year: 2021,
  make,
  model,
  body: 'SUV',
  car_type: 'used',
  price,
  km: 30_000,
  created_at: '2026-11-01T00:00:00Z',
  location_id: 'l1',
  ...extra,
});

const FIRST = [
  car('K1', 'Kia', 'Sportage', 31_000),
  car('M1', 'Mazda', 'CX-5', 29_990),
  car('T1', 'Toyota', 'RAV4', 38_000),
];
// The second feed: a new Kia (a new match), the CX-5 $1,500 cheaper (Bob watches it), the RAV4
// sold, and a new Toyota nobody searched for.
const SECOND = [
  FIRST[0]!,
  { ...FIRST[1]!, price: 28_490 },
  { ...FIRST[2]!, status: 'sold' },
  car('K2', 'Kia', 'Seltos', 27_500),
  car('T2', 'Toyota', 'Corolla', 24_000),
];

function build(stock: unknown[], at: string): void {
  writeFileSync(join(tenantsDir, SLUG, 'stock.json'), JSON.stringify(stock));
  const { code, output } = runBuildScript(tenantsDir, out, ['--tenant', SLUG], at);
  if (code !== 0) throw new Error(`build failed:\n${output}`);
}

let runtime: Runtime;
// 11:00 at the dealer (Sydney, daylight saving): inside the sending hours.
const now = new Date('2026-11-26T00:00:00Z');

async function api(method: string, path: string, body?: unknown, cookie?: string) {
  const response = await runtime.app.fetch(
    new Request(`http://${HOST}${path}`, {
      method,
      headers: {
        host: HOST,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

function mail(): { file: string; to: string; subject: string; text: string }[] {
  const dir = join(dataDir, 'outbox', 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const text = Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    return { file, to: /^To: (.*)$/m.exec(raw)![1]!, subject: /^Subject: (.*)$/m.exec(raw)![1]!, text };
  });
}

function sms(): { phone: string; text: string }[] {
  const file = join(dataDir, 'outbox', 'sms.log');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; text: string })
    .filter((message) => !/code/i.test(message.text));
}

beforeAll(() => {
  writeTestTenant(tenantsDir, SLUG, {
    settings: { site: { name: 'Alert Test Motors', url: SITE }, forms: { captcha: false } },
    stock: FIRST,
    locations: DEFAULT_LOCATIONS,
  });
  build(FIRST, '2026-11-25T01:00:00Z');
  runtime = createRuntime({
    distDir: out,
    dataDir,
    adapters: { ...createAdapters(dataDir), email: offlineEmail(dataDir), sms: offlineSms(dataDir) },
    now: () => now,
    outbox: 'off',
    outboxIntervalMs: 0,
    dataRecheckMs: 0,
    alertIntervalMs: 0,
    uploadCleanup: false,
  });
}, 120_000);

afterAll(async () => {
  await runtime?.close();
  rmSync(work, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  rmSync(join(root, '.cache', 'astro', SLUG), { recursive: true, force: true });
  rmSync(join(root, '.cache', 'landing', SLUG), { recursive: true, force: true });
});

describe('alerts after a rebuild', () => {
  it('[ALERT-02] two builds with changed stock: exactly the expected digests, none to the unsubscribed', async () => {
    expect((await runAlertRound(runtime.deps)).compared).toEqual([SLUG]);

    // Alice: e-mail, instant, confirmed through her opt-in link.
    const alice = await api('POST', '/api/alerts/saved-searches', {
      channel: 'email',
      email: 'alice@example.com',
      page_url: '/search/kia',
      frequency: 'instant',
    });
    expect(alice.status).toBe(201);
    // Carol: e-mail, confirmed, then unsubscribed before the rebuild.
    expect(
      (
        await api('POST', '/api/alerts/saved-searches', {
          channel: 'email',
          email: 'carol@example.com',
          page_url: '/search/kia',
          frequency: 'instant',
        })
      ).status,
    ).toBe(201);
    await deliverDue(runtime.deps);
    const link = (to: string, path: string) =>
      decodeURIComponent(
        new RegExp(`${path.replace('?', '\\?')}=([\\w.%-]+)`).exec(
          mail().find((m) => m.to === to)!.text,
        )![1]!,
      );
    for (const to of ['alice@example.com', 'carol@example.com'])
      expect(
        (await api('POST', '/api/alerts/confirm', { token: link(to, '/saved-searches?confirm') })).status,
      ).toBe(200);

    // Bob: SMS, signed in, watches the CX-5, daily.
    expect((await api('POST', '/api/auth/request-code', { phone: BOB })).status).toBe(200);
    const codeSms = JSON.parse(
      readFileSync(join(dataDir, 'outbox', 'sms.log'), 'utf8')
        .trim()
        .split('\n')
        .at(-1)!,
    ) as {
      text: string;
    };
    const code = /(\d{6})$/.exec(codeSms.text)![1]!;
    const verified = await api('POST', '/api/auth/verify', { phone: BOB, code });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.get('set-cookie')!.split(';')[0]!;
    expect(
      (await api('POST', '/api/watchlist/save-car', { phone_number: BOB, car_id: 'M1' }, cookie)).status,
    ).toBe(200);
    expect(
      (
        await api(
          'POST',
          '/api/alerts/saved-searches',
          { channel: 'sms', page_url: '/search/toyota/rav4', frequency: 'daily', watchlist: true },
          cookie,
        )
      ).status,
    ).toBe(201);

    // Carol leaves with the one-click link of the List-Unsubscribe header (RFC 8058).
    const carolId = link('carol@example.com', '/saved-searches?confirm').split('.')[0]!;
    const { alertToken } = await import('../../../src/api/services/alerts/tokens.ts');
    const { apiSecret } = await import('../../../src/api/services/api-secret.ts');
    const token = alertToken(apiSecret(dataDir), 'unsubscribe', SLUG, carolId);
    const left = await runtime.app.fetch(
      new Request(`http://${HOST}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(left.status).toBe(200);

    const mailBefore = new Set(mail().map((m) => m.file));
    const smsBefore = sms().length;
    build(SECOND, '2026-11-26T00:30:00Z');
    expect((await runAlertRound(runtime.deps)).compared).toEqual([SLUG]);
    await deliverDue(runtime.deps);

    const newMail = mail().filter(
      (m) => !mailBefore.has(m.file) && m.to !== 'sales@testmotors.example.com.au',
    );
    expect(newMail.map((m) => [m.to, m.subject])).toEqual([
      ['alice@example.com', 'Alert Test Motors: 1 new match'],
    ]);
    expect(newMail[0]!.text).toContain('New for “Kia”');
    expect(newMail[0]!.text).toMatch(
      /- 2021 Kia Seltos[^\n]*, \$27,500\n {2}https:\/\/www\.alert-test\.example\.com\.au\/cars\//,
    );
    const newSms = sms().slice(smsBefore);
    expect(newSms).toHaveLength(1);
    expect(newSms[0]!.phone).toBe(BOB);
    // The CX-5's drop (watched) and the RAV4's sale: a sold car matches no search, and Bob
    // does not watch it, so it is not news to him.
    expect(newSms[0]!.text).toMatch(
      /^Alert Test Motors: 2021 Mazda CX-5[^:]*: now \$28,490, down \$1,500 from \$29,990\. https:\/\/www\.alert-test\.example\.com\.au\/cars\/[^ ]+ Stop alerts: /,
    );

    // The same build again (a restart, a second process) sends nothing more.
    expect((await runAlertRound(runtime.deps)).compared).toEqual([]);
    await deliverDue(runtime.deps);
    expect(sms().length).toBe(smsBefore + 1);
  }, 120_000);
});
