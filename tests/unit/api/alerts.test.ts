/**
 * Saved searches and alerts end to end through the real server, the store and the outbox
 * (ALERT-01…03): shoppers save searches by e-mail (double opt-in) and by SMS (signed in),
 * builds change the stock, and exactly the expected digests arrive, once per day for a daily
 * shopper, never to an unconfirmed or unsubscribed one. The offline e-mail adapter writes
 * .eml files and the offline SMS adapter a log; the test reads those.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlertRound } from '../../../src/api/services/alerts/alert-worker.ts';
import { deliverDue } from '../../../src/api/services/outbox.ts';
import type { SiteData } from '../../../src/build/site-data.ts';
import type { Car } from '../../../src/model/car.ts';
import { type Harness, signInBySms, startHarness, testCar } from './harness.ts';

const HOST = 'alpha.localhost';
const SITE = 'https://www.alpha.example.com.au';
const BOB = '+61412345678';

// 11:00 in Sydney (the tenant's default zone): inside the sending hours.
let now = new Date('2026-11-26T00:00:00Z');
let h: Harness;
let allCars: Car[];

interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The file as written, folded header lines unfolded. */
  raw: string;
}

/** Quoted-printable bodies and folded headers read back as text. */
function decode(raw: string): string {
  const binary = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(binary, 'latin1').toString('utf8');
}

let mailSeen = new Set<string>();
/** The e-mails the offline adapter wrote since the last call. */
function newMail(): Mail[] {
  const dir = join(h.dataDir, 'outbox', 'mail');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((file) => !mailSeen.has(file));
  mailSeen = new Set([...mailSeen, ...files]);
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8').replace(/\r?\n[ \t]+(?=\S)/g, ' ');
    const text = decode(readFileSync(join(dir, file), 'utf8'));
    return {
      to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
      subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
      body: text,
      raw,
    };
  });
}

let smsSeen = 0;
/** The SMS messages sent since the last call, sign-in codes left out. */
function newSms(): { phone: string; text: string }[] {
  const file = join(h.dataDir, 'outbox', 'sms.log');
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const fresh = lines.slice(smsSeen).map((line) => JSON.parse(line) as { phone: string; text: string });
  smsSeen = lines.length;
  return fresh.filter((sms) => !/code/i.test(sms.text));
}

/** Publishes a build of these cars (changed as given), as a rebuild writes the API's data file. */
function build(ids: string[], change: (car: Car) => Car = (car) => car): void {
  const file = join(h.distDir, '.data', 'alpha.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as SiteData;
  data.cars = allCars.filter((car) => ids.includes(car.id)).map((car) => change({ ...car }));
  data.builtAt = now.toISOString();
  writeFileSync(file, JSON.stringify(data));
}

/** What the server does after a build: compare, queue the due digests, deliver them. */
async function alertRound() {
  const round = await runAlertRound(h.runtime.deps);
  await deliverDue(h.runtime.deps);
  return round;
}

const linkIn = (text: string, path: string) =>
  new RegExp(`${SITE.replace(/\./g, '\\.')}${path}\\?(?:token|confirm)=([\\w.%-]+)`).exec(text)?.[1];

async function saveByEmail(email: string, pageUrl: string, frequency = 'instant') {
  return h.request(HOST, 'POST', '/api/alerts/saved-searches', {
    channel: 'email',
    email,
    page_url: pageUrl,
    frequency,
  });
}

beforeAll(async () => {
  h = await startHarness(
    [
      {
        slug: 'alpha',
        cars: [
          testCar('c1', { price: 24990 }),
          testCar('c2', { make: 'Mazda', model: 'CX-5', price: 30000 }),
          testCar('c3', { make: 'Kia', model: 'Sportage', price: 28000 }),
          testCar('c4', { price: 22000, badge: 'SX' }),
          testCar('c5', { price: 45000, model: 'LandCruiser' }),
          testCar('c6', { make: 'Kia', model: 'Sportage', price: 31000, badge: 'GT-Line' }),
          testCar('c7', { make: 'Kia', model: 'Seltos', price: 26000 }),
          testCar('c8', { make: 'Kia', model: 'Carnival', price: 52000 }),
        ],
      },
    ],
    { now: () => now },
  );
  allCars = (JSON.parse(readFileSync(join(h.distDir, '.data', 'alpha.json'), 'utf8')) as SiteData).cars;
  build(['c1', 'c2', 'c3']);
});

afterAll(() => h?.close());

describe('saved searches and alerts', () => {
  let alice: string; // e-mail, instant, confirmed
  let bobCookie: string;

  it('[ALERT-01] the first build compared records the stock and alerts nobody', async () => {
    const round = await alertRound();
    expect(round.compared).toEqual(['alpha']);
    expect(round.digests).toBe(0);
    expect((await runAlertRound(h.runtime.deps)).compared).toEqual([]); // once per build
  });

  it('[ALERT-01] an e-mail sign-up gets only the opt-in e-mail until its link is opened', async () => {
    const saved = await saveByEmail('Alice@Example.com', '/search/toyota?price=-30000&page=3');
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      active: false,
      message: 'Nearly done: open the link we just e-mailed you to start your alerts.',
      search: {
        label: 'Toyota, under $30,000',
        link: '/search/new-used-and-demo-cars?make=Toyota&price=-30000',
      },
    });
    await deliverDue(h.runtime.deps);
    const [optIn, ...others] = newMail();
    expect(others).toEqual([]);
    expect(optIn!.to).toBe('alice@example.com');
    expect(optIn!.subject).toBe('Confirm your car alerts from alpha cars');
    expect(optIn!.body).toContain('new cars match “Toyota, under $30,000”');
    const token = decodeURIComponent(linkIn(optIn!.body, '/saved-searches')!);
    const confirmed = await h.request(HOST, 'POST', '/api/alerts/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({
      message: 'Your alerts are on. Every alert we send has a link to unsubscribe with one click.',
      searches: [expect.objectContaining({ label: 'Toyota, under $30,000' })],
    });
    alice = 'alice@example.com';
    // A forged or cross-purpose token is refused.
    const forged = await h.request(HOST, 'POST', '/api/alerts/confirm', {
      token: `${token.split('.')[0]}.xyz`,
    });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe(
      'This link is not valid. Open the link in our latest e-mail, or save your search again.',
    );
  });

  it('[ALERT-01] an SMS sign-up needs the mobile sign-in and starts at once', async () => {
    const anonymous = await h.request(HOST, 'POST', '/api/alerts/saved-searches', {
      channel: 'sms',
      page_url: '/search/used-cars?make=Kia',
      frequency: 'daily',
    });
    expect(anonymous.status).toBe(401);
    bobCookie = await signInBySms(h, HOST, BOB);
    expect(
      (
        await h.request(
          HOST,
          'POST',
          '/api/watchlist/save-car',
          { phone_number: BOB, car_id: 'c2' },
          { cookie: bobCookie },
        )
      ).status,
    ).toBe(200);
    const saved = await h.request(
      HOST,
      'POST',
      '/api/alerts/saved-searches',
      {
        channel: 'sms',
        page_url: '/search/used-cars?make=Kia',
        frequency: 'daily',
        watchlist: true,
        dealer_contact: true,
      },
      { cookie: bobCookie },
    );
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      active: true,
      message: 'Search saved. We will text you when new cars match.',
    });
    const mine = await h.request(HOST, 'GET', '/api/alerts/saved-searches', undefined, { cookie: bobCookie });
    expect(mine.json).toEqual({
      alerts: { frequency: 'daily', watchlist: true, dealer_contact: true },
      searches: [
        {
          id: expect.any(String),
          label: 'Used Kia',
          link: '/search/new-used-and-demo-cars?car_type=used&make=Kia',
        },
      ],
    });
  });

  it('[ALERT-03] unconfirmed and unsubscribed shoppers are set up to get nothing', async () => {
    // Carol never opens her opt-in link.
    expect((await saveByEmail('carol@example.com', '/search/toyota')).status).toBe(201);
    // Diana confirms, then unsubscribes with one click from her mail program (RFC 8058).
    expect((await saveByEmail('diana@example.com', '/search/toyota')).status).toBe(201);
    await deliverDue(h.runtime.deps);
    const optIns = newMail();
    expect(optIns.map((mail) => mail.to).sort()).toEqual(['carol@example.com', 'diana@example.com']);
    const diana = optIns.find((mail) => mail.to === 'diana@example.com')!;
    const confirm = decodeURIComponent(linkIn(diana.body, '/saved-searches')!);
    expect((await h.request(HOST, 'POST', '/api/alerts/confirm', { token: confirm })).status).toBe(200);
    // An opt-in token does not unsubscribe.
    const wrongPurpose = await h.request(HOST, 'POST', '/api/alerts/unsubscribe', { token: confirm });
    expect(wrongPurpose.status).toBe(400);
  });

  it('[ALERT-02] a build with new matches and a price drop sends one digest per shopper', async () => {
    now = new Date('2026-11-26T02:00:00Z'); // 13:00 in Sydney
    build(['c1', 'c2', 'c3', 'c4', 'c5', 'c6'], (car) => (car.id === 'c2' ? { ...car, price: 27500 } : car));
    const round = await alertRound();
    expect(round.compared).toEqual(['alpha']);
    const mail = newMail();
    // Alice (instant) and Diana (confirmed, still subscribed); the dealer's weekly watch report.
    const digests = mail.filter((m) => m.to !== 'sales@testmotors.example.com.au');
    expect(digests.map((m) => m.to).sort()).toEqual([alice, 'diana@example.com']);
    const forAlice = digests.find((m) => m.to === alice)!;
    expect(forAlice.subject).toBe('alpha cars: 1 new match');
    expect(forAlice.body).toContain('New for “Toyota, under $30,000”');
    expect(forAlice.body).toContain(`- 2021 Toyota Corolla SX, $22,000\n  ${SITE}/cars/`);
    expect(forAlice.body).not.toContain('LandCruiser'); // $45,000: over the search's price
    expect(forAlice.raw).toMatch(
      /^List-Unsubscribe: <https:\/\/www\.alpha\.example\.com\.au\/api\/alerts\/unsubscribe\?token=/m,
    );
    expect(forAlice.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(linkIn(forAlice.body, '/pages/unsubscribe')).toBeDefined();
    const [sms, ...more] = newSms();
    expect(more).toEqual([]);
    expect(sms!.phone).toBe(BOB);
    expect(sms!.text).toMatch(
      /^alpha cars: 1 new match, 1 price drop\. https:\/\/www\.alpha\.example\.com\.au\/watchlist Stop alerts: https:\/\/www\.alpha\.example\.com\.au\/pages\/unsubscribe\?token=/,
    );
    // The watch report: c2 watched by Bob, who agreed to be contacted.
    const report = mail.find((m) => m.to === 'sales@testmotors.example.com.au')!;
    expect(report.subject).toBe("Watch report: 1 car on shoppers' watchlists");
    const csv = Buffer.from(
      /Content-Disposition: attachment; filename=watch-report\.csv\r?\n\r?\n([\s\S]*?)\r?\n--/
        .exec(report.raw)![1]!
        .replace(/\s/g, ''),
      'base64',
    ).toString('utf8');
    expect(csv).toBe(
      `Car ID,Car,Price,Page,Watching,Agreed to be contacted (mobile)\r\nc2,2021 Mazda CX-5 Ascent Sport,"$27,500",${SITE}/cars/${allCars.find((c) => c.id === 'c2')!.slug}/,1,${BOB}`,
    );
  });

  it('[ALERT-03] one click unsubscribes: Diana gets nothing from the next build', async () => {
    // Her last digest's List-Unsubscribe URL, posted as a mail program does.
    const dir = join(h.dataDir, 'outbox', 'mail');
    const dianas = readdirSync(dir)
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .find((raw) => /^To: diana@example\.com$/m.test(raw) && /List-Unsubscribe:/.test(raw))!;
    const url = new URL(/^List-Unsubscribe: <([^>]+)>/m.exec(dianas.replace(/\r?\n[ \t]+/g, ' '))![1]!);
    const posted = await h.request(
      HOST,
      'POST',
      `${url.pathname}${url.search}`,
      'List-Unsubscribe=One-Click',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(posted.status).toBe(200);
    expect(posted.json.message).toBe('You are unsubscribed. You will get no more alerts from us.');

    now = new Date('2026-11-26T03:00:00Z');
    build(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'], (car) =>
      car.id === 'c2' ? { ...car, price: 27500, reserved: true } : car,
    );
    await alertRound();
    // Alice: nothing new for her search; Diana: unsubscribed; Carol: never confirmed; Bob:
    // daily, already texted today.
    expect(newMail()).toEqual([]);
    expect(newSms()).toEqual([]);
  });

  it('[ALERT-02] a daily shopper gets the rest the next day, in one message', async () => {
    now = new Date('2026-11-26T12:00:00Z'); // 23:00 in Sydney: outside the sending hours
    await alertRound();
    expect(newSms()).toEqual([]);
    now = new Date('2026-11-26T22:00:00Z'); // 09:00 the next day in Sydney
    await alertRound();
    const [sms, ...more] = newSms();
    expect(more).toEqual([]);
    // The Seltos (a new Kia) and the CX-5's hold.
    expect(sms!.text).toMatch(/^alpha cars: 1 new match, 1 car reserved\. /);
    await alertRound();
    expect(newSms()).toEqual([]);
  });

  it('[ALERT-01] a sold watched car is told once; an unsubscribed SMS shopper gets nothing after', async () => {
    now = new Date('2026-11-27T22:00:00Z');
    build(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'], (car) =>
      car.id === 'c2' ? { ...car, price: 27500, status: 'sold' } : car,
    );
    await alertRound();
    const [sms] = newSms();
    expect(sms!.text).toMatch(
      /^alpha cars: 2021 Mazda CX-5 Ascent Sport has been sold\. https:\/\/www\.alpha\.example\.com\.au\/cars\//,
    );
    const token = decodeURIComponent(/unsubscribe\?token=(\S+)$/.exec(sms!.text)![1]!);
    const gone = await h.request(HOST, 'POST', '/api/alerts/unsubscribe', { token });
    expect(gone.status).toBe(200);
    now = new Date('2026-11-28T22:00:00Z');
    build(['c1', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8']);
    await alertRound();
    expect(newSms()).toEqual([]);
    expect(newMail()).toEqual([]);
    const mine = await h.request(HOST, 'GET', '/api/alerts/saved-searches', undefined, { cookie: bobCookie });
    expect(mine.json).toEqual({ alerts: null, searches: [] });
  });

  it('[ALERT-01] only a search of this site can be saved, with a clear message', async () => {
    for (const pageUrl of [
      'https://elsewhere.example/search/toyota',
      '//elsewhere.example/search',
      '/cars/x',
      'not a url at all \u0000',
    ]) {
      const response = await saveByEmail('eve@example.com', pageUrl);
      expect(response.status, pageUrl).toBe(422);
      expect(response.json.message).toBe('Only a search of this site can be saved.');
    }
    const badFrequency = await h.request(HOST, 'POST', '/api/alerts/saved-searches', {
      channel: 'email',
      email: 'eve@example.com',
      page_url: '/search/toyota',
      frequency: 'hourly',
    });
    expect(badFrequency.status).toBe(400);
    expect(JSON.stringify(badFrequency.json)).toContain('Choose how often: instant, daily or weekly.');
  });
});
