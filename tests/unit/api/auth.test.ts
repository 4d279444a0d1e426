/**
 * Sign-in by phone with a one-time SMS code, against the real server (createRuntime +
 * @hono/node-server) over two throwaway tenants. The code is read where a tester reads it:
 * the offline SMS adapter's $DATA_DIR/outbox/sms.log.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAuPhone, normaliseAuMobile, normaliseAuPhone } from '../../../src/domain/phone.ts';
import { type Harness, startHarness, type TestResponse, testCar } from './harness.ts';

const ALPHA = 'alpha.localhost';
const BRAVO = 'bravo.localhost';

let h: Harness;
/** Added to the server's clock, to expire codes without waiting. */
let clockOffsetMs = 0;
let previousTrustProxy: string | undefined;
let nextAddress = 1;

/** A fresh client address per test (X-Forwarded-For, trusted with TRUST_PROXY=1), so address limits do not leak between tests. */
function newAddress(): string {
  const n = nextAddress++;
  return `203.0.113.${n}`;
}

interface SmsLine {
  at: string;
  phone: string;
  text: string;
}

function smsLog(): SmsLine[] {
  const file = join(h.dataDir, 'outbox', 'sms.log');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SmsLine);
}

/** The code of the last SMS sent to `phone` (E.164). */
function lastCode(phone: string): string {
  const sms = smsLog()
    .filter((line) => line.phone === phone)
    .at(-1);
  if (!sms) throw new Error(`no SMS to ${phone}`);
  const match = /(\d{6})$/.exec(sms.text);
  if (!match) throw new Error(`no code in "${sms.text}"`);
  return match[1]!;
}

function setCookies(response: TestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** "dealer_session=<token>" from a response, for the Cookie header of the next request. */
function sessionCookie(response: TestResponse): string {
  const cookie = setCookies(response).find((line) => line.startsWith('dealer_session='));
  if (!cookie) throw new Error('no dealer_session cookie');
  return cookie.split(';')[0]!;
}

function post(
  host: string,
  path: string,
  body: unknown,
  address: string,
  headers: Record<string, string> = {},
) {
  return h.request(host, 'POST', path, body, { 'x-forwarded-for': address, ...headers });
}

async function requestCode(host: string, phone: string, address: string): Promise<TestResponse> {
  return post(host, '/api/auth/request-code', { phone }, address);
}

async function signIn(
  host: string,
  phone: string,
  address = newAddress(),
): Promise<{ cookie: string; response: TestResponse }> {
  expect((await requestCode(host, phone, address)).status).toBe(200);
  const e164 = (normaliseAuPhone(phone) as { phone: string }).phone;
  const response = await post(host, '/api/auth/verify', { phone, code: lastCode(e164) }, address);
  expect(response.status).toBe(200);
  return { cookie: sessionCookie(response), response };
}

function me(host: string, cookie?: string) {
  return h.request(host, 'GET', '/api/auth/me', undefined, cookie ? { cookie } : {});
}

beforeAll(async () => {
  previousTrustProxy = process.env['TRUST_PROXY'];
  process.env['TRUST_PROXY'] = '1';
  h = await startHarness(
    [
      {
        slug: 'alpha',
        settings: {
          site: {
            name: 'Alpha Motors',
            url: 'https://www.alpha.example.com.au',
            domains: ['www.alpha.example.com.au'],
          },
        },
        cars: [testCar('a1')],
      },
      {
        slug: 'bravo',
        settings: {
          site: {
            name: 'Bravo Cars',
            url: 'https://www.bravo.example.com.au',
            domains: ['www.bravo.example.com.au'],
          },
        },
        cars: [testCar('b1')],
      },
    ],
    { now: () => new Date(Date.now() + clockOffsetMs) },
  );
});

afterAll(async () => {
  await h?.close();
  if (previousTrustProxy === undefined) delete process.env['TRUST_PROXY'];
  else process.env['TRUST_PROXY'] = previousTrustProxy;
});

describe('Australian phone numbers', () => {
  it('normalises mobiles and landlines in the usual spellings to E.164', () => {
    for (const input of [
      '0412 345 678',
      '+61 412 345 678',
      '61412345678',
      '+61 (0)412 345 678',
      '0412-345-678',
      '0061 412 345 678',
      '412 345 678',
    ]) {
      expect(normaliseAuPhone(input), input).toEqual({ ok: true, phone: '+61412345678', kind: 'mobile' });
    }
    expect(normaliseAuPhone('02 9555 0101')).toEqual({ ok: true, phone: '+61295550101', kind: 'landline' });
    expect(normaliseAuPhone('(07) 3000 1234')).toEqual({ ok: true, phone: '+61730001234', kind: 'landline' });
    expect(normaliseAuPhone('+61 8 9000 1234')).toEqual({
      ok: true,
      phone: '+61890001234',
      kind: 'landline',
    });
  });

  it('rejects other numbers with a clear message', () => {
    const message = (input: string) => {
      const result = normaliseAuPhone(input);
      return result.ok ? `accepted as ${result.phone}` : result.message;
    };
    expect(message('')).toMatch(/enter your phone number/i);
    expect(message('+1 212 555 0100')).toMatch(/Australian phone number/);
    expect(message('+44 20 7946 0958')).toMatch(/Australian phone number/);
    expect(message('1300 123 456')).toMatch(/1300 and 1800/);
    expect(message('1800 123 456')).toMatch(/1300 and 1800/);
    expect(message('0412 345 67')).toMatch(/valid Australian phone number/);
    expect(message('0412 345 6789')).toMatch(/valid Australian phone number/);
    expect(message('0512 345 678')).toMatch(/valid Australian phone number/);
    expect(message('0412abc678')).toMatch(/only contain digits/);
    expect(message('0'.repeat(31))).toMatch(/too long/);
  });

  it('tells mobiles (which receive the SMS) from landlines, and formats for display', () => {
    expect(normaliseAuMobile('0412 345 678')).toMatchObject({ ok: true, phone: '+61412345678' });
    expect(normaliseAuMobile('02 9555 0101')).toEqual({
      ok: false,
      message: expect.stringMatching(/mobile number/),
    });
    expect(formatAuPhone('+61412345678')).toBe('0412 345 678');
    expect(formatAuPhone('+61295550101')).toBe('(02) 9555 0101');
  });
});

describe('POST /api/auth/request-code', () => {
  it('sends a 6-digit code by SMS (offline: sms.log) with the site name and stores only its hash', async () => {
    const response = await requestCode(ALPHA, '0400 000 001', newAddress());
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      message: 'We sent a sign-in code to 0400 000 001. It is valid for 10 minutes.',
    });
    const sms = smsLog().filter((line) => line.phone === '+61400000001');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toMatch(/^Your Alpha Motors sign-in code is \d{6}$/);
    const code = lastCode('+61400000001');
    const row = h.runtime.db
      .prepare("SELECT * FROM sign_in_codes WHERE tenant = 'alpha' AND phone = '+61400000001'")
      .get() as Record<string, unknown>;
    expect(row['code_hash']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row['attempts']).toBe(0);
    const minutes = (Date.parse(String(row['expires_at'])) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('validates the body: an Australian mobile, no unknown keys, JSON only (400/415, JSON, no stack trace)', async () => {
    const address = newAddress();
    const bad = await requestCode(ALPHA, '1234', address);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      message: 'Please fix the following errors:',
      errors: [{ field: 'phone', message: expect.stringMatching(/valid Australian phone number/) }],
    });
    const landline = await requestCode(ALPHA, '02 9555 0101', address);
    expect(landline.status).toBe(400);
    expect(landline.json.errors[0].message).toMatch(/mobile number/);
    const extra = await post(
      ALPHA,
      '/api/auth/request-code',
      { phone: '0400 000 002', admin: true },
      address,
    );
    expect(extra.status).toBe(400);
    expect(extra.json.errors.map((e: { field: string }) => e.field)).toContain('admin');
    const missing = await post(ALPHA, '/api/auth/request-code', {}, address);
    expect(missing.status).toBe(400);
    const notJson = await post(ALPHA, '/api/auth/request-code', 'phone=0400000002', address, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(notJson.status).toBe(415);
    const broken = await post(ALPHA, '/api/auth/request-code', '{"phone":', address);
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ message: 'The request body is not valid JSON.' });
    for (const response of [bad, landline, extra, missing, notJson, broken]) {
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.text).not.toMatch(/\n\s+at /);
    }
    expect(smsLog().some((line) => line.phone === '+61400000002')).toBe(false);
  });
});

describe('POST /api/auth/verify', () => {
  it('[SEC-05] signs in with the right code: HttpOnly, Secure, SameSite=Lax host-only session cookie for 30 days', async () => {
    const { cookie, response } = await signIn(ALPHA, '0400 000 010');
    expect(response.json).toEqual({ success: true, user: { phone: '+61400000010' } });
    const line = setCookies(response).find((l) => l.startsWith('dealer_session='))!;
    const attributes = line.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('secure');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).toContain(`max-age=${30 * 24 * 60 * 60}`);
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    // 32 random bytes, and only their hash is stored.
    const token = cookie.slice('dealer_session='.length);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = h.runtime.db
      .prepare("SELECT token_hash, expires_at FROM sessions WHERE tenant = 'alpha'")
      .all() as { token_hash: string; expires_at: string }[];
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    const days = (Math.max(...rows.map((row) => Date.parse(row.expires_at))) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);

    const who = await me(ALPHA, cookie);
    expect(who.status).toBe(200);
    expect(who.json).toEqual({ user: { phone: '+61400000010' } });
    expect(who.headers['cache-control']).toBe('no-store');
  });

  it('creates one user per tenant and phone; signing in again reuses it', async () => {
    await signIn(ALPHA, '0400 000 011');
    await signIn(ALPHA, '+61 400 000 011');
    await signIn(BRAVO, '0400 000 011');
    const users = h.runtime.db
      .prepare("SELECT tenant FROM users WHERE phone = '+61400000011' ORDER BY tenant")
      .all() as { tenant: string }[];
    expect(users.map((u) => u.tenant)).toEqual(['alpha', 'bravo']);
  });

  it('answers 401 with a message for a wrong code, and the code is single-use', async () => {
    const address = newAddress();
    await requestCode(ALPHA, '0400 000 020', address);
    const code = lastCode('+61400000020');
    const wrong = await post(
      ALPHA,
      '/api/auth/verify',
      { phone: '0400 000 020', code: code === '000000' ? '111111' : '000000' },
      address,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ message: 'That code is not right. Please check the SMS and try again.' });
    expect(setCookies(wrong)).toEqual([]);
    const right = await post(ALPHA, '/api/auth/verify', { phone: '0400 000 020', code }, address);
    expect(right.status).toBe(200);
    const again = await post(ALPHA, '/api/auth/verify', { phone: '0400 000 020', code }, address);
    expect(again.status).toBe(401);
    expect(again.json.message).toMatch(/request a new code/);
    const never = await post(ALPHA, '/api/auth/verify', { phone: '0400 000 029', code: '123456' }, address);
    expect(never.status).toBe(401);
    const malformed = await post(
      ALPHA,
      '/api/auth/verify',
      { phone: '0400 000 020', code: '12345' },
      address,
    );
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors).toEqual([
      { field: 'code', message: 'The code is the 6 digits in the SMS.' },
    ]);
  });

  it('rejects an expired code (10 minutes)', async () => {
    const address = newAddress();
    await requestCode(ALPHA, '0400 000 030', address);
    const code = lastCode('+61400000030');
    clockOffsetMs = 10 * 60 * 1000 + 1000;
    try {
      const late = await post(ALPHA, '/api/auth/verify', { phone: '0400 000 030', code }, address);
      expect(late.status).toBe(401);
      expect(late.json).toEqual({ message: 'That code has expired. Please request a new code.' });
    } finally {
      clockOffsetMs = 0;
    }
    // Gone for good: the same code is no use even back in time.
    expect((await post(ALPHA, '/api/auth/verify', { phone: '0400 000 030', code }, address)).status).toBe(
      401,
    );
    // Just inside the 10 minutes a fresh code still works.
    await requestCode(ALPHA, '0400 000 030', address);
    clockOffsetMs = 9 * 60 * 1000;
    try {
      expect(
        (
          await post(
            ALPHA,
            '/api/auth/verify',
            { phone: '0400 000 030', code: lastCode('+61400000030') },
            address,
          )
        ).status,
      ).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('allows 5 attempts per code, then answers 429 even for the right code, saying when the locked code expires', async () => {
    const address = newAddress();
    await requestCode(ALPHA, '0400 000 040', address);
    const code = lastCode('+61400000040');
    const wrongCode = code === '999999' ? '888888' : '999999';
    const statuses: number[] = [];
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await post(
        ALPHA,
        '/api/auth/verify',
        { phone: '0400 000 040', code: wrongCode },
        address,
      );
      statuses.push(response.status);
      messages.push(response.json.message);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(messages.at(-1)).toMatch(/last try/);
    const locked = await post(ALPHA, '/api/auth/verify', { phone: '0400 000 040', code }, address);
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe('Too many wrong codes. Please request a new code.');
    // Retry-After: the seconds until the locked code expires (10 minutes from its request).
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(locked.json.retryAfterSeconds).toBe(retryAfter);
    // A new code starts afresh.
    await requestCode(ALPHA, '0400 000 040', address);
    expect(
      (
        await post(
          ALPHA,
          '/api/auth/verify',
          { phone: '0400 000 040', code: lastCode('+61400000040') },
          address,
        )
      ).status,
    ).toBe(200);
  });

  it('[SEC-01] a code sent for one tenant does not sign in on another', async () => {
    const address = newAddress();
    await requestCode(ALPHA, '0400 000 050', address);
    const code = lastCode('+61400000050');
    const elsewhere = await post(BRAVO, '/api/auth/verify', { phone: '0400 000 050', code }, address);
    expect(elsewhere.status).toBe(401);
    expect((await post(ALPHA, '/api/auth/verify', { phone: '0400 000 050', code }, address)).status).toBe(
      200,
    );
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers 401 without a session or with an unknown token', async () => {
    const none = await me(ALPHA);
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ message: 'Please sign in with your phone number.' });
    expect((await me(ALPHA, 'dealer_session=not-a-token')).status).toBe(401);
    expect((await me(ALPHA, `dealer_session=${Buffer.alloc(32, 7).toString('base64url')}`)).status).toBe(401);
  });

  it('[SEC-01] a session of tenant A is not valid on tenant B', async () => {
    const { cookie } = await signIn(ALPHA, '0400 000 060');
    expect((await me(ALPHA, cookie)).status).toBe(200);
    const elsewhere = await me(BRAVO, cookie);
    expect(elsewhere.status).toBe(401);
    expect((await me('www.bravo.example.com.au', cookie)).status).toBe(401);
  });

  it('POST /api/auth/sign-out ends the session and clears the cookie', async () => {
    const { cookie } = await signIn(ALPHA, '0400 000 070');
    const out = await post(ALPHA, '/api/auth/sign-out', undefined, newAddress(), { cookie });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ success: true, message: 'You are signed out.' });
    const cleared = setCookies(out).find((line) => line.startsWith('dealer_session='))!;
    expect(cleared.toLowerCase()).toMatch(/^dealer_session=;.*max-age=0/);
    expect(cleared.toLowerCase()).toContain('secure');
    // The old token is dead on the server, not just forgotten by the browser.
    expect((await me(ALPHA, cookie)).status).toBe(401);
    // Signing out without a session is harmless.
    expect((await post(ALPHA, '/api/auth/sign-out', undefined, newAddress())).status).toBe(200);
  });

  it('a session ends after 30 days', async () => {
    const { cookie } = await signIn(ALPHA, '0400 000 080');
    clockOffsetMs = 30 * 24 * 60 * 60 * 1000 + 1000;
    try {
      expect((await me(ALPHA, cookie)).status).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
    expect((await me(ALPHA, cookie)).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('[SEC-03] limits code requests per phone (5 per 15 minutes), whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await requestCode(ALPHA, '0400 000 090', newAddress())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await requestCode(ALPHA, '0400 000 090', newAddress());
    expect(limited.json.message).toMatch(
      /^Too many sign-in code requests for this number\. Please try again in \d+ seconds?\.$/,
    );
    expect(limited.json.retryAfterSeconds).toBeGreaterThan(0);
    expect(smsLog().filter((line) => line.phone === '+61400000090')).toHaveLength(5);
    // Per tenant: the same number on another site is not affected.
    expect((await requestCode(BRAVO, '0400 000 090', newAddress())).status).toBe(200);
  });

  it('[SEC-03] limits code requests per tenant and client address (20 per 15 minutes)', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await requestCode(ALPHA, `0411 000 ${String(100 + i)}`, address)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await requestCode(ALPHA, '0411 000 199', newAddress())).status).toBe(200);
    expect((await requestCode(BRAVO, '0411 000 198', address)).status).toBe(200);
  });

  it('[SEC-03] limits verify attempts per phone (10) and per tenant and client address (30)', async () => {
    const byPhone: number[] = [];
    for (let i = 0; i < 11; i++)
      byPhone.push(
        (await post(ALPHA, '/api/auth/verify', { phone: '0422 000 001', code: '123456' }, newAddress()))
          .status,
      );
    expect(byPhone.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(byPhone[10]).toBe(429);

    const address = newAddress();
    const byAddress: number[] = [];
    for (let i = 0; i < 31; i++)
      byAddress.push(
        (
          await post(
            ALPHA,
            '/api/auth/verify',
            { phone: `0433 000 ${String(100 + i)}`, code: '123456' },
            address,
          )
        ).status,
      );
    expect(byAddress.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(byAddress[30]).toBe(429);
    expect(
      (await post(ALPHA, '/api/auth/verify', { phone: '0433 000 199', code: '123456' }, address)).json
        .message,
    ).toMatch(/^Too many sign-in attempts\./);
  });
});

describe('CORS', () => {
  it("[SEC-05] only the tenant's own origins get CORS headers; another site's origin gets none", async () => {
    const preflight = (origin: string) =>
      h.request(ALPHA, 'OPTIONS', '/api/auth/verify', undefined, {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      });
    const own = await preflight('https://www.alpha.example.com.au');
    expect(own.headers['access-control-allow-origin']).toBe('https://www.alpha.example.com.au');
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    const other = await preflight('https://www.bravo.example.com.au');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const evil = await preflight('https://evil.example.com');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await h.request(ALPHA, 'GET', '/api/auth/me', undefined, {
      origin: 'https://www.bravo.example.com.au',
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('SMS failure', () => {
  it('answers 503 and withdraws the code when the SMS cannot be sent', async () => {
    const failing = await startHarness([{ slug: 'alpha', cars: [testCar('a1')] }], {
      adapters: {
        sms: {
          kind: 'gateway',
          send: async () => {
            throw new Error('gateway down');
          },
        },
      },
    });
    const quiet = console.error;
    console.error = () => {};
    try {
      const response = await failing.request(ALPHA, 'POST', '/api/auth/request-code', {
        phone: '0400 000 100',
      });
      expect(response.status).toBe(503);
      expect(response.json.message).toBe('We could not send the SMS just now. Please try again shortly.');
      expect(response.headers['retry-after']).toBe('30');
      expect(failing.runtime.db.prepare('SELECT COUNT(*) AS n FROM sign_in_codes').get()).toEqual({ n: 0 });
    } finally {
      console.error = quiet;
      await failing.close();
    }
  });
});
