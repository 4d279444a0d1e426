/**
 * Entering spin to win at the API (/spin-to-win): the API draws the prize from the tenant's
 * chances and stores the entry once per e-mail and phone, even under 50 simultaneous attempts;
 * the dealer receives the entry with its prize; closed, switched-off and gated promotions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadAdf, leadEmail, type StoredLead } from '../../../src/api/services/lead-message.ts';
import { deliverDue } from '../../../src/api/services/outbox.ts';
import { enterSpinToWin } from '../../../src/api/services/spin-to-win.ts';
import { type Harness, startHarness, testCar } from './harness.ts';

const HOST = 'alpha.localhost';
let now = new Date('2026-11-26T00:00:00Z');
let h: Harness;
let previousTrustProxy: string | undefined;
let ip = 0;
beforeEach(() => {
  ip++;
});

const prizes = [
  { label: '$50 fuel card', chance: 6 },
  { label: 'Free window tint', chance: 3 },
  { label: '$500 off any car', chance: 1 },
];
const entrant = {
  name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  postcode: '2000',
  phone: '0412 345 678',
  terms_conditions: true,
};

function enter(extra: Record<string, unknown> = {}, headers: Record<string, string> = {}, host = HOST) {
  return h.request(
    host,
    'POST',
    '/api/promotions/spin-to-win',
    { ...entrant, ...extra },
    { 'x-forwarded-for': `198.51.100.${ip % 250}`, ...headers },
  );
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
            timezone: 'Australia/Sydney',
          },
          promotions: {
            spinToWin: {
              enabled: true,
              id: 'summer-2026',
              title: 'Summer Spin',
              prizes,
              closes: '2027-01-31',
              terms: ['One entry per person.'],
            },
          },
        },
        cars: [testCar('A1')],
      },
      { slug: 'beta', settings: {}, cars: [testCar('B1')] },
      {
        slug: 'gamma',
        settings: {
          promotions: { spinToWin: { enabled: true, prizes, terms: ['One entry per person.'] } },
          features: { gatedRoutes: ['spin-to-win'] },
        },
        cars: [testCar('C1')],
      },
    ],
    { now: () => now },
  );
});

afterAll(async () => {
  await h.close();
  if (previousTrustProxy === undefined) delete process.env['TRUST_PROXY'];
  else process.env['TRUST_PROXY'] = previousTrustProxy;
});

describe('entering spin to win', () => {
  it('stores the entry with the prize the API drew and delivers both to the dealer', async () => {
    const response = await enter({}, { 'idempotency-key': 'spin-ada-1' });
    expect(response.status).toBe(201);
    const { entry_id, prize_index, prize, message } = response.json;
    expect(prizes[prize_index]!.label).toBe(prize);
    expect(message).toBe('Your entry is in. Alpha Motors will contact you to arrange your prize.');
    // A double-click is the same entry and the same prize, not 'entered before'.
    const again = await enter({}, { 'idempotency-key': 'spin-ada-1' });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(response.json);
    const rows = h.runtime.db
      .prepare("SELECT id FROM leads WHERE kind = 'promotion' AND payload LIKE ?")
      .all(`%${entry_id}%`) as { id: string }[];
    expect(rows).toHaveLength(1);
    const stored = (await h.runtime.deps.store.leads.get(rows[0]!.id)) as StoredLead;
    const data = h.runtime.deps.tenantData('alpha')!;
    expect(leadEmail(stored, data).subject).toBe('Promotion Entry: Ada Lovelace');
    expect(leadAdf(stored, data)).toContain(`Promotion entry: Summer Spin; prize drawn: ${prize}`);
    await deliverDue(h.runtime.deps, 500);
    const email = readFileSync(
      join(h.dataDir, 'outbox', 'mail', `lead-${rows[0]!.id}_www.alpha.example.com.au.eml`),
      'utf8',
    ).replace(/=\r?\n/g, '');
    expect(email).toContain(`Prize drawn: ${prize}`);
    expect(email).toContain('Promotion: Summer Spin (summer-2026)');
  });

  it('one entry per person: the same e-mail in another case or the same phone written another way is refused', async () => {
    const byEmail = await enter({ email: 'ADA@example.com', phone: '0499 999 999' });
    expect(byEmail.status).toBe(409);
    expect(byEmail.json).toEqual({
      message:
        'This e-mail address or phone number has already entered this promotion. It is one entry per person.',
    });
    const byPhone = await enter({ email: 'someone@example.com', phone: '+61 412 345 678' });
    expect(byPhone.status).toBe(409);
    // The refused entry left nothing behind: its own e-mail can still enter.
    expect((await enter({ email: 'someone@example.com', phone: '0488 888 888' })).status).toBe(201);
  });

  it('of 50 simultaneous entries by one person, one is stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        enter(
          { email: 'race@example.com', phone: '0477 777 777' },
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
  });

  it('draws each prize as often as its chance says: ticket 9 of 10 is the last prize', async () => {
    const data = h.runtime.deps.tenantData('alpha')!;
    const drawn = await enterSpinToWin(
      h.runtime.deps.store,
      'alpha',
      data,
      { name: 'Grace', email: 'grace@example.com', phone: '0466 666 666', postcode: '2000' },
      undefined,
      now,
      (max) => max - 1,
    );
    expect(drawn).toMatchObject({ prize_index: 2, prize: '$500 off any car' });
  });

  it('missing terms, a closed, switched-off or gated promotion: each answered plainly', async () => {
    const noTerms = await enter({ email: 'x@example.com', phone: '0455 555 555', terms_conditions: false });
    expect(noTerms.status).toBe(400);
    expect(noTerms.json.errors).toContainEqual({
      field: 'terms_conditions',
      message: '* Please agree to the promotion terms.',
    });
    const off = await enter({}, {}, 'beta.localhost');
    expect(off.status).toBe(404);
    expect(off.json).toEqual({ message: 'This promotion is not running.' });
    const gated = await enter({}, {}, 'gamma.localhost');
    expect(gated.status).toBe(401);
    expect(gated.json).toEqual({ message: 'Please sign in to enter.' });
    const was = now;
    // 1 Feb 2027 in Sydney: the day after the closing day.
    now = new Date('2027-01-31T13:00:00Z');
    const closed = await enter({ email: 'late@example.com', phone: '0444 444 444' });
    expect(closed.status).toBe(410);
    expect(closed.json).toEqual({ message: 'This promotion has closed and takes no more entries.' });
    now = was;
  });
});
