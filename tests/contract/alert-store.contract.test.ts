/**
 * The alert store's contract on SQLite and PostgreSQL (ALERT-01…03): subscribers and their
 * opt-in, a build compared once across processes with the last build's stock, news kept for
 * active shoppers only and sent in one message once, and the dealer's watch counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertEvent } from '../../src/domain/alerts/digest-message.ts';
import type { StockState } from '../../src/domain/alerts/stock-changes.ts';
import type { NewAlertSubscriber, Store } from '../../src/api/store/types.ts';
import { backends } from '../support/store-backends.ts';

const T0 = new Date('2026-12-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

function subscriber(id: string, extra: Partial<NewAlertSubscriber> = {}): NewAlertSubscriber {
  return {
    id,
    tenant: 'alpha',
    channel: 'email',
    address: `${id}@example.com`,
    user_id: null,
    frequency: 'instant',
    watchlist: false,
    dealer_contact: false,
    confirmed: false,
    ...extra,
  };
}

const car = (car_id: string, price: number, state: StockState['state'] = 'available'): StockState => ({
  car_id,
  name: `Car ${car_id}`,
  price,
  state,
});

const news = (car_id: string): AlertEvent => ({
  kind: 'new_match',
  car_id,
  car_name: `Car ${car_id}`,
  car_path: `/cars/${car_id}/`,
  price: 1000,
  search_label: 'Used Cars',
});

async function signedInUser(store: Store, phone: string): Promise<number> {
  await store.signIn.issueCode('alpha', phone, `h-${phone}`, at(60_000));
  const user = await store.signIn.redeemCode(
    'alpha',
    phone,
    `h-${phone}`,
    { tokenHash: `t-${phone}`, expiresAt: at(86_400_000) },
    T0,
  );
  return user!.id;
}

describe.each(backends)('alert store contract: $name', (backend) => {
  let store: Store;
  let second: Store;
  let cleanup: () => void;

  beforeAll(async () => {
    const opened = await backend.open();
    store = opened.store;
    cleanup = opened.cleanup;
    second = await opened.another();
  });
  afterAll(async () => {
    await second?.close();
    await store?.close();
    cleanup?.();
  });

  it('[ALERT-01] an e-mail subscriber waits for its opt-in; signing up again keeps the one subscriber', async () => {
    const first = await store.alerts.subscribe(subscriber('s1'), T0);
    expect(first).toEqual({
      id: 's1',
      tenant: 'alpha',
      channel: 'email',
      address: 's1@example.com',
      user_id: null,
      frequency: 'instant',
      watchlist: false,
      dealer_contact: false,
      confirmed_at: null,
      unsubscribed_at: null,
      last_sent_at: null,
    });
    const again = await store.alerts.subscribe(
      subscriber('other-id', { address: 's1@example.com', frequency: 'weekly' }),
      at(1),
    );
    expect(again).toMatchObject({ id: 's1', frequency: 'weekly', confirmed_at: null });
    expect(await store.alerts.confirm('alpha', 's1', at(2))).toBe(true);
    expect(await store.alerts.confirm('bravo', 's1', at(2))).toBe(false);
    expect((await store.alerts.subscriber('alpha', 's1'))!.confirmed_at).toBe(at(2).toISOString());
    expect(await store.alerts.subscriber('bravo', 's1')).toBeUndefined();
    // A confirmed address's frequency is not changed by someone who only knows the address.
    expect(
      await store.alerts.subscribe(
        subscriber('y', { address: 's1@example.com', frequency: 'instant' }),
        at(3),
      ),
    ).toMatchObject({ id: 's1', frequency: 'weekly' });
    // Unsubscribed, then signed up again: subscribed, but unconfirmed until its new link is opened.
    await store.alerts.unsubscribe('alpha', 's1', at(3));
    expect((await store.alerts.subscriber('alpha', 's1'))!.unsubscribed_at).toBe(at(3).toISOString());
    const back = await store.alerts.subscribe(subscriber('x', { address: 's1@example.com' }), at(4));
    expect(back).toMatchObject({ id: 's1', unsubscribed_at: null, confirmed_at: null, frequency: 'instant' });
    expect(await store.alerts.confirm('alpha', 's1', at(5))).toBe(true);
  });

  it('[ALERT-01] saves a search once per path, lists and removes it per subscriber', async () => {
    const search = {
      id: 'q1',
      subscriber_id: 's1',
      path: '/search/new-used-and-demo-cars?make=Kia',
      label: 'Kia',
    };
    expect(await store.alerts.saveSearch('alpha', search, T0)).toEqual(search);
    expect(await store.alerts.saveSearch('alpha', { ...search, id: 'q2' }, T0)).toEqual(search);
    expect(await store.alerts.searches('alpha', 's1')).toEqual([search]);
    expect(await store.alerts.activeSearches('alpha')).toEqual([search]);
    expect(await store.alerts.activeSearches('bravo')).toEqual([]);
    expect(await store.alerts.removeSearch('alpha', 'someone-else', 'q1')).toBe(false);
    expect(await store.alerts.removeSearch('alpha', 's1', 'q1')).toBe(true);
    expect(await store.alerts.searches('alpha', 's1')).toEqual([]);
  });

  it('[ALERT-02] compares a build once, with the stock the last compared build published', async () => {
    const seen: (readonly StockState[] | undefined)[] = [];
    const first = await store.alerts.compareBuild(
      'alpha',
      'build-1',
      [car('A', 100), car('B', 200)],
      (previous) => {
        seen.push(previous);
        return [];
      },
      T0,
    );
    expect(first).toEqual({ events: 0 });
    expect(seen).toEqual([undefined]);
    expect(await second.alerts.compareBuild('alpha', 'build-1', [], () => [], T0)).toBe(false);
    const next = await second.alerts.compareBuild(
      'alpha',
      'build-2',
      [car('A', 90, 'reserved')],
      (previous) => {
        seen.push(previous);
        return [{ subscriber_id: 's1', payload: news('A') }];
      },
      at(1),
    );
    expect(next).toEqual({ events: 1 });
    expect([...(seen[1] ?? [])].sort((a, b) => a.car_id.localeCompare(b.car_id))).toEqual([
      car('A', 100),
      car('B', 200),
    ]);
    // Another tenant's first build is its own.
    let bravoPrevious: unknown = 'not called';
    await store.alerts.compareBuild(
      'bravo',
      'build-1',
      [],
      (previous) => {
        bravoPrevious = previous;
        return [];
      },
      T0,
    );
    expect(bravoPrevious).toBeUndefined();
  });

  it('[ALERT-02] two processes comparing the same build at once: one compares it', async () => {
    const results = await Promise.all(
      [store, second, store, second].map((s) =>
        s.alerts.compareBuild('alpha', 'build-3', [car('A', 90)], () => [], at(2)),
      ),
    );
    expect(results.filter((r) => r !== false)).toHaveLength(1);
  });

  it('[ALERT-02] news waits for active shoppers and is sent in one message, once', async () => {
    const pending = await store.alerts.pendingDigests('alpha');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.subscriber.id).toBe('s1');
    expect(pending[0]!.events.map((e) => e.payload)).toEqual([news('A')]);
    const ids = pending[0]!.events.map((e) => e.id);
    const message = (id: string) => ({
      id,
      tenant: 'alpha',
      subscriber_id: 's1',
      kind: 'digest' as const,
      payload: { events: [news('A')] },
    });
    const sent = await Promise.all([
      store.alerts.queueMessage(message('m1'), 'alert-email', ids, at(5)),
      second.alerts.queueMessage(message('m2'), 'alert-email', ids, at(5)),
    ]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    const winner = sent[0] ? 'm1' : 'm2';
    expect(await store.alerts.pendingDigests('alpha')).toEqual([]);
    expect((await store.alerts.subscriber('alpha', 's1'))!.last_sent_at).toBe(at(5).toISOString());
    expect(await store.alerts.message(winner)).toEqual({
      ...message(winner),
      created_at: at(5).toISOString(),
    });
    expect(await store.alerts.message(winner === 'm1' ? 'm2' : 'm1')).toBeUndefined();
    const jobs = await store.outbox.claimDue(at(5), 50, 60_000);
    expect(jobs).toEqual([
      {
        id: expect.any(Number),
        lead_id: null,
        message_id: winner,
        tenant: 'alpha',
        channel: 'alert-email',
        attempts: 0,
      },
    ]);
    await store.outbox.complete(jobs[0]!.id, at(5));
    expect(await store.alerts.lastMessageAt('alpha', 'digest')).toBe(at(5).toISOString());
    expect(await store.alerts.lastMessageAt('alpha', 'watch-report')).toBeUndefined();
    // A message id stored before is not stored again.
    expect(
      await store.alerts.queueMessage(
        { ...message(winner), kind: 'watch-report' },
        'report-email',
        [],
        at(6),
      ),
    ).toBe(false);
  });

  it('[ALERT-03] an unsubscribed or unconfirmed shopper has no news waiting and no active search', async () => {
    await store.alerts.subscribe(subscriber('s2'), T0); // never confirmed
    await store.alerts.saveSearch('alpha', { id: 'q3', subscriber_id: 's2', path: '/p', label: 'P' }, T0);
    await store.alerts.saveSearch('alpha', { id: 'q4', subscriber_id: 's1', path: '/p', label: 'P' }, T0);
    await store.alerts.compareBuild(
      'alpha',
      'build-4',
      [car('A', 90)],
      () => [
        { subscriber_id: 's1', payload: news('Z') },
        { subscriber_id: 's2', payload: news('Z') },
      ],
      at(7),
    );
    expect((await store.alerts.pendingDigests('alpha')).map((d) => d.subscriber.id)).toEqual(['s1']);
    expect((await store.alerts.activeSearches('alpha')).map((s) => s.id)).toEqual(['q4']);
    await store.alerts.unsubscribe('alpha', 's1', at(8));
    expect(await store.alerts.pendingDigests('alpha')).toEqual([]);
    expect(await store.alerts.activeSearches('alpha')).toEqual([]);
  });

  it('[ALERT-01] watchlist alerts and watch counts: contacts only of shoppers who agreed', async () => {
    const agreed = await signedInUser(store, '+61412000101');
    const declined = await signedInUser(store, '+61412000102');
    const silent = await signedInUser(store, '+61412000103');
    await store.alerts.subscribe(
      subscriber('w1', {
        channel: 'sms',
        address: '+61412000101',
        user_id: agreed,
        confirmed: true,
        watchlist: true,
        dealer_contact: true,
      }),
      T0,
    );
    await store.alerts.subscribe(
      subscriber('w2', {
        channel: 'sms',
        address: '+61412000102',
        user_id: declined,
        confirmed: true,
        watchlist: false,
      }),
      T0,
    );
    for (const user of [agreed, declined, silent]) await store.watchlist.add('alpha', user, 'CAR-1', T0);
    await store.watchlist.add('alpha', agreed, 'CAR-2', T0);
    expect(
      (await store.alerts.watchedCars('alpha')).sort((a, b) => a.car_id.localeCompare(b.car_id)),
    ).toEqual([
      { subscriber_id: 'w1', car_id: 'CAR-1' },
      { subscriber_id: 'w1', car_id: 'CAR-2' },
    ]);
    expect(await store.alerts.subscriberOfUser('alpha', agreed)).toMatchObject({ id: 'w1' });
    expect(await store.alerts.subscriberOfUser('bravo', agreed)).toBeUndefined();
    expect(await store.alerts.watchCounts('alpha')).toEqual([
      { car_id: 'CAR-1', watchers: 3, contacts: ['+61412000101'] },
      { car_id: 'CAR-2', watchers: 1, contacts: ['+61412000101'] },
    ]);
    await store.alerts.unsubscribe('alpha', 'w1', at(1));
    expect(await store.alerts.watchedCars('alpha')).toEqual([]);
    expect((await store.alerts.watchCounts('alpha'))[0]).toEqual({
      car_id: 'CAR-1',
      watchers: 3,
      contacts: [],
    });
    expect(await store.alerts.watchCounts('bravo')).toEqual([]);
  });
});
