/**
 * The store contract: the same behaviour from the SQLite store and the PostgreSQL store (a
 * real server: DATABASE_URL or the throwaway cluster of tests/support/postgres-global-setup).
 * Where processes must agree (outbox claims, attempts, rate limits, view de-duplication),
 * two store instances on the same database stand in for two API processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  NewLead,
  NewOnlinePayment,
  NewPromotionEntry,
  NewReservation,
  Store,
} from '../../src/api/store/types.ts';
import { backends, type RowReader } from '../support/store-backends.ts';

const T0 = new Date('2026-12-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

function newLead(extra: Partial<NewLead> = {}): NewLead {
  return {
    tenant: 'alpha',
    kind: 'enquiry',
    payload: { kind: 'enquiry', name: 'Jo', email: 'jo@example.com' },
    idempotencyKey: undefined,
    spam: false,
    createdAt: T0,
    channels: ['email', 'webhook'],
    ...extra,
  };
}

/** Marks every job due at `now` delivered, so a test sees only the jobs it makes. */
async function deliverAll(store: Store, now: Date): Promise<void> {
  for (let jobs = await store.outbox.claimDue(now, 500, 60_000); jobs.length > 0; ) {
    for (const job of jobs) await store.outbox.complete(job.id, now);
    jobs = await store.outbox.claimDue(now, 500, 60_000);
  }
}

describe.each(backends)('store contract: $name', (backend) => {
  let store: Store;
  let second: Store;
  let rows: RowReader;
  let cleanup: () => void;

  beforeAll(async () => {
    const opened = await backend.open();
    store = opened.store;
    rows = opened.rows;
    cleanup = opened.cleanup;
    second = await opened.another();
  });
  afterAll(async () => {
    await second?.close();
    await store?.close();
    cleanup?.();
  });

  describe('leads and idempotency', () => {
    it('stores a lead and reads it back with its fields in order', async () => {
      const payload = { kind: 'enquiry', name: 'Jo', email: 'jo@example.com', message: 'Is it available?' };
      const stored = await store.leads.insert(newLead({ payload }));
      expect(stored.status).toBe('stored');
      if (stored.status !== 'stored') return;
      const lead = await store.leads.get(stored.id);
      expect(lead).toEqual({
        id: stored.id,
        tenant: 'alpha',
        kind: 'enquiry',
        payload,
        created_at: T0.toISOString(),
        spam: false,
      });
      expect(Object.keys(lead!.payload)).toEqual(['kind', 'name', 'email', 'message']);
      expect(await store.leads.exists('alpha', stored.id)).toBe(true);
      expect(await store.leads.exists('bravo', stored.id)).toBe(false);
      expect(await store.leads.get('no-such-lead')).toBeUndefined();
    });

    it('an idempotency key answers the first lead, per tenant', async () => {
      const first = await store.leads.insert(newLead({ idempotencyKey: 'key-one-1' }));
      const again = await store.leads.insert(newLead({ idempotencyKey: 'key-one-1' }));
      const otherTenant = await store.leads.insert(newLead({ tenant: 'bravo', idempotencyKey: 'key-one-1' }));
      expect(first.status).toBe('stored');
      expect(again).toEqual({ status: 'duplicate', id: (first as { id: string }).id });
      expect(otherTenant.status).toBe('stored');
      expect(await store.leads.byIdempotencyKey('alpha', 'key-one-1')).toBe((first as { id: string }).id);
      expect(await store.leads.byIdempotencyKey('alpha', 'no-such-key')).toBeUndefined();
    });

    it('concurrent submissions with one key from two processes store one lead', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? second : store).leads.insert(newLead({ idempotencyKey: 'key-burst-1' })),
        ),
      );
      const ids = new Set(answers.map((a) => (a as { id: string }).id));
      expect(ids.size).toBe(1);
      expect(answers.filter((a) => a.status === 'stored')).toHaveLength(1);
      expect(answers.filter((a) => a.status === 'duplicate')).toHaveLength(19);
      expect(await rows("SELECT id FROM leads WHERE idempotency_key = 'key-burst-1'")).toHaveLength(1);
    });

    it('a test-drive slot is booked once; the losing lead is not stored at all', async () => {
      const booking = { locationId: 'l1', slotStart: '2026-12-02T00:30:00.000Z' };
      const [a, b] = await Promise.all([
        store.leads.insert(newLead({ kind: 'test_drive', booking, idempotencyKey: 'slot-a-1' })),
        second.leads.insert(newLead({ kind: 'test_drive', booking, idempotencyKey: 'slot-b-1' })),
      ]);
      expect([a.status, b.status].sort()).toEqual(['slot-taken', 'stored']);
      const winner = a.status === 'stored' ? 'slot-a-1' : 'slot-b-1';
      const loser = a.status === 'stored' ? 'slot-b-1' : 'slot-a-1';
      expect(await store.leads.byIdempotencyKey('alpha', winner)).toBeDefined();
      expect(await store.leads.byIdempotencyKey('alpha', loser)).toBeUndefined();
      expect(await store.testDrives.booked('alpha', 'l1', '2026-12-01', '2026-12-03')).toEqual([
        booking.slotStart,
      ]);
      expect(await store.testDrives.booked('alpha', 'l2', '2026-12-01', '2026-12-03')).toEqual([]);
      expect(await store.testDrives.booked('bravo', 'l1', '2026-12-01', '2026-12-03')).toEqual([]);
      // The same slot at another location is free.
      const elsewhere = await store.leads.insert(
        newLead({ kind: 'test_drive', booking: { ...booking, locationId: 'l2' } }),
      );
      expect(elsewhere.status).toBe('stored');
    });
  });

  describe('outbox', () => {
    it("[SEC-11] a restarted server finds and releases its previous run's leases at once, and no one else's", async () => {
      await deliverAll(store, at(30 * 86_400_000));
      const now = at(40 * 86_400_000);
      const lead = await store.leads.insert(newLead({ createdAt: now, channels: ['email', 'webhook'] }));
      const mine = await store.outbox.claimDue(now, 10, 60_000, 'host-a:4321');
      expect(mine).toHaveLength(2);
      const [email, webhook] = mine;
      // One job fails and waits for its retry: that wait is not a lease, and stays.
      await store.outbox.fail(webhook!.id, 1, false, new Date(now.getTime() + 10 * 60_000), 'webhook 503');
      expect(await store.outbox.leaseOwners('host-a:4321#', now)).toEqual([]);
      expect(await store.outbox.leaseOwners('host-a:4321', now)).toEqual(['host-a:4321']);
      expect(await store.outbox.releaseLeases('host-b:4321', now)).toBe(0);
      expect(await second.outbox.claimDue(now, 10, 60_000, 'host-b:4321')).toEqual([]);
      // host-a starts again: its email job is due now, for any claimer.
      expect(await store.outbox.releaseLeases('host-a:4321', now)).toBe(1);
      const taken = await second.outbox.claimDue(now, 10, 60_000, 'host-b:4321');
      expect(taken.map((job) => job.id)).toEqual([email!.id]);
      expect(await store.outbox.releaseLeases('host-a:4321', now)).toBe(0);
      expect(
        await rows(
          'SELECT channel, leased_by FROM outbox WHERE lead_id = ? ORDER BY id',
          (lead as { id: string }).id,
        ),
      ).toEqual([
        { channel: 'email', leased_by: 'host-b:4321' },
        { channel: 'webhook', leased_by: null },
      ]);
    });

    it('claims due jobs under a lease, then completes, retries with a next attempt, or gives up', async () => {
      await deliverAll(store, at(10 * 86_400_000));
      const now = at(20 * 86_400_000);
      const lead = await store.leads.insert(newLead({ createdAt: now, channels: ['email', 'webhook'] }));
      const jobs = await store.outbox.claimDue(now, 10, 60_000);
      expect(jobs.map((j) => [j.lead_id, j.channel, j.attempts])).toEqual([
        [(lead as { id: string }).id, 'email', 0],
        [(lead as { id: string }).id, 'webhook', 0],
      ]);
      expect(await store.outbox.claimDue(now, 10, 60_000)).toEqual([]);
      // A claimer that died: the jobs are due again when the lease ends.
      const again = await store.outbox.claimDue(new Date(now.getTime() + 60_000), 10, 60_000);
      expect(again.map((j) => j.id)).toEqual(jobs.map((j) => j.id));
      const [email, webhook] = again;
      await store.outbox.complete(email!.id, now);
      await store.outbox.fail(
        webhook!.id,
        1,
        false,
        new Date(now.getTime() + 10 * 60_000),
        'webhook answered 503',
      );
      expect(await store.outbox.claimDue(new Date(now.getTime() + 5 * 60_000), 10, 60_000)).toEqual([]);
      const retry = await store.outbox.claimDue(new Date(now.getTime() + 10 * 60_000), 10, 60_000);
      expect(retry.map((j) => [j.id, j.attempts])).toEqual([[webhook!.id, 1]]);
      await store.outbox.fail(webhook!.id, 12, true, new Date(now.getTime() + 11 * 60_000), 'gave up');
      expect(await store.outbox.claimDue(new Date(now.getTime() + 86_400_000), 10, 60_000)).toEqual([]);
      expect(
        await rows(
          'SELECT status, attempts, last_error FROM outbox WHERE lead_id = ? ORDER BY id',
          (lead as { id: string }).id,
        ),
      ).toEqual([
        { status: 'delivered', attempts: 1, last_error: null },
        { status: 'failed', attempts: 12, last_error: 'gave up' },
      ]);
    });

    it('a lease renewed while a job is sent keeps it from other claimers; a finished job is not renewed', async () => {
      const now = at(25 * 86_400_000);
      await deliverAll(store, now);
      const lead = await store.leads.insert(newLead({ createdAt: now, channels: ['email', 'webhook'] }));
      const leaseMs = 8_000;
      const jobs = await store.outbox.claimDue(now, 10, leaseMs);
      expect(jobs.map((j) => j.lead_id)).toEqual([(lead as { id: string }).id, (lead as { id: string }).id]);
      const [email, webhook] = jobs;
      const lease = new Date(now.getTime() + leaseMs);
      // The webhook failed (retry in 10 minutes); the e-mail is still being sent.
      await store.outbox.fail(
        webhook!.id,
        1,
        false,
        new Date(now.getTime() + 600_000),
        'webhook answered 503',
      );
      const renewed = new Date(now.getTime() + 3_000 + leaseMs);
      await store.outbox.renewLease([email!.id, webhook!.id], lease, renewed);
      // At the old lease's end nobody can take the e-mail, and the webhook keeps its retry time.
      expect(await second.outbox.claimDue(lease, 10, leaseMs)).toEqual([]);
      const taken = await second.outbox.claimDue(renewed, 10, leaseMs);
      expect(taken.map((j) => j.id)).toEqual([email!.id]);
      // A renewal from a lease the job no longer holds does nothing.
      await store.outbox.renewLease([email!.id], renewed, new Date(renewed.getTime() + 60_000));
      await second.outbox.complete(email!.id, renewed);
      expect(
        (await second.outbox.claimDue(new Date(now.getTime() + 600_000), 10, leaseMs)).map((j) => j.id),
      ).toEqual([webhook!.id]);
    });

    it('a lead stored with no channels gets no jobs', async () => {
      const lead = await store.leads.insert(newLead({ spam: true, channels: [] }));
      expect(await rows('SELECT id FROM outbox WHERE lead_id = ?', (lead as { id: string }).id)).toEqual([]);
    });

    it('two claimers never get the same job', async () => {
      const now = at(30 * 86_400_000);
      await deliverAll(store, now);
      const claimAt = new Date(now.getTime() + 1);
      await Promise.all(Array.from({ length: 60 }, () => store.leads.insert(newLead({ createdAt: now }))));
      const claimed: number[][] = [[], []];
      await Promise.all(
        [store, second].map(async (claimer, index) => {
          for (;;) {
            const jobs = await claimer.outbox.claimDue(claimAt, 7, 60_000);
            if (jobs.length === 0) return;
            claimed[index]!.push(...jobs.map((j) => j.id));
          }
        }),
      );
      const all = [...claimed[0]!, ...claimed[1]!];
      expect(all).toHaveLength(120);
      expect(new Set(all).size).toBe(120);
    });
  });

  describe('sign-in codes and sessions', () => {
    it('counts attempts, withdraws expired codes, and a code opens one session once', async () => {
      const expires = at(10 * 60_000);
      await store.signIn.issueCode('alpha', '+61412000001', 'hash-1', expires);
      expect(await store.signIn.attemptCode('alpha', '+61412000001', 5, T0)).toEqual({
        state: 'open',
        codeHash: 'hash-1',
        attempts: 1,
      });
      expect(await store.signIn.attemptCode('bravo', '+61412000001', 5, T0)).toEqual({ state: 'missing' });
      expect(
        await store.signIn.redeemCode(
          'alpha',
          '+61412000001',
          'wrong-hash',
          { tokenHash: 't-0', expiresAt: expires },
          T0,
        ),
      ).toBeUndefined();
      const session = { tokenHash: 'token-hash-1', expiresAt: at(86_400_000) };
      const user = await store.signIn.redeemCode('alpha', '+61412000001', 'hash-1', session, T0);
      expect(user).toEqual({ id: expect.any(Number), phone: '+61412000001' });
      expect(
        await store.signIn.redeemCode('alpha', '+61412000001', 'hash-1', { ...session, tokenHash: 'x' }, T0),
      ).toBeUndefined();
      expect(await store.signIn.sessionUser('alpha', 'token-hash-1', T0)).toEqual(user);
      expect(await store.signIn.sessionUser('bravo', 'token-hash-1', T0)).toBeUndefined();
      expect(await store.signIn.sessionUser('alpha', 'token-hash-1', at(86_400_000))).toBeUndefined();
      // A second sign-in is the same user.
      await store.signIn.issueCode('alpha', '+61412000001', 'hash-2', expires);
      const again = await store.signIn.redeemCode(
        'alpha',
        '+61412000001',
        'hash-2',
        { tokenHash: 'token-hash-2', expiresAt: at(86_400_000) },
        T0,
      );
      expect(again).toEqual(user);
      await store.signIn.endSession('alpha', 'token-hash-1');
      expect(await store.signIn.sessionUser('alpha', 'token-hash-1', T0)).toBeUndefined();
      expect(await store.signIn.sessionUser('alpha', 'token-hash-2', T0)).toEqual(user);

      await store.signIn.issueCode('alpha', '+61412000002', 'hash-3', expires);
      expect(await store.signIn.attemptCode('alpha', '+61412000002', 5, expires)).toEqual({
        state: 'expired',
      });
      expect(await store.signIn.attemptCode('alpha', '+61412000002', 5, T0)).toEqual({ state: 'missing' });
      await store.signIn.issueCode('alpha', '+61412000002', 'hash-4', expires);
      await store.signIn.withdrawCode('alpha', '+61412000002');
      expect(await store.signIn.attemptCode('alpha', '+61412000002', 5, T0)).toEqual({ state: 'missing' });
    });

    it('parallel attempts from two processes never pass the limit; a new code starts again', async () => {
      await store.signIn.issueCode('alpha', '+61412000003', 'hash-5', at(10 * 60_000));
      const attempts = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? second : store).signIn.attemptCode('alpha', '+61412000003', 5, T0),
        ),
      );
      const open = attempts.filter((a) => a.state === 'open');
      expect(open.map((a) => (a as { attempts: number }).attempts).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(attempts.filter((a) => a.state === 'locked')).toHaveLength(7);
      await store.signIn.issueCode('alpha', '+61412000003', 'hash-6', at(10 * 60_000));
      expect(await second.signIn.attemptCode('alpha', '+61412000003', 5, T0)).toMatchObject({ attempts: 1 });
    });
  });

  describe('watchlist', () => {
    it('adds once, lists the latest first, removes, and keeps tenants and users apart', async () => {
      await store.signIn.issueCode('alpha', '+61412000010', 'w', at(60_000));
      const user = (await store.signIn.redeemCode(
        'alpha',
        '+61412000010',
        'w',
        { tokenHash: 'w-token', expiresAt: at(86_400_000) },
        T0,
      ))!;
      await store.watchlist.add('alpha', user.id, 'A1', at(1000));
      await store.watchlist.add('alpha', user.id, 'A2', at(2000));
      await store.watchlist.add('alpha', user.id, 'A3', at(2000));
      await store.watchlist.add('alpha', user.id, 'A1', at(3000));
      expect(await store.watchlist.list('alpha', user.id)).toEqual(['A3', 'A2', 'A1']);
      expect(await store.watchlist.has('alpha', user.id, 'A2')).toBe(true);
      expect(await store.watchlist.has('bravo', user.id, 'A2')).toBe(false);
      expect(await store.watchlist.list('bravo', user.id)).toEqual([]);
      expect(await store.watchlist.list('alpha', user.id + 1000)).toEqual([]);
      expect(await store.watchlist.remove('alpha', user.id, 'A2')).toBe(true);
      expect(await store.watchlist.remove('alpha', user.id, 'A2')).toBe(false);
      expect(await store.watchlist.list('alpha', user.id)).toEqual(['A3', 'A1']);
    });

    it('[DEAL-04] keeps each car’s price when it was saved', async () => {
      await store.signIn.issueCode('alpha', '+61412000011', 'p', at(60_000));
      const user = (await store.signIn.redeemCode(
        'alpha',
        '+61412000011',
        'p',
        { tokenHash: 'p-token', expiresAt: at(86_400_000) },
        T0,
      ))!;
      await store.watchlist.add('alpha', user.id, 'P1', at(1000), 32_990);
      await second.watchlist.add('alpha', user.id, 'P2', at(2000));
      // Saving again keeps the first price.
      await store.watchlist.add('alpha', user.id, 'P1', at(3000), 30_000);
      expect(await second.watchlist.entries('alpha', user.id)).toEqual([
        { car_id: 'P2', saved_price: null },
        { car_id: 'P1', saved_price: 32_990 },
      ]);
    });
  });

  describe('views', () => {
    it('counts a client once per window, shared by two processes', async () => {
      const window = 30 * 60_000;
      const record = (s: Store, client: string, ms: number) =>
        s.views.record('alpha', 'corolla', client, at(ms), window);
      expect(await record(store, '10.0.0.1', 0)).toEqual({ views: 1, counted: true });
      expect(await record(second, '10.0.0.1', 1000)).toEqual({ views: 1, counted: false });
      expect(await record(second, '10.0.0.2', 2000)).toEqual({ views: 2, counted: true });
      expect(await record(store, '10.0.0.1', window - 1)).toEqual({ views: 2, counted: false });
      expect(await record(second, '10.0.0.1', window)).toEqual({ views: 3, counted: true });
      expect(await store.views.count('alpha', 'corolla')).toBe(3);
      expect(await store.views.count('bravo', 'corolla')).toBe(0);
      expect(await store.views.record('bravo', 'corolla', '10.0.0.1', at(0), window)).toEqual({
        views: 1,
        counted: true,
      });
    });
  });

  describe('valuations', () => {
    it('opens, finds by tenant and id, reserves at most the image limit, releases and updates', async () => {
      const vehicle = { VIN: 'JTNK4RBE603012345', Make: 'Toyota', Model: 'Corolla' };
      await store.valuations.open('alpha', 'eval-1', vehicle, T0);
      expect(await store.valuations.find('alpha', 'eval-1')).toEqual({ vehicle, images: 0 });
      expect(await store.valuations.find('bravo', 'eval-1')).toBeUndefined();
      const roomy = { bytes: 100, maxImages: 10, maxValuationBytes: 1e9, maxTenantBytes: 1e9 };
      const places = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          (i % 2 ? second : store).valuations.reserveImage('alpha', 'eval-1', roomy, T0),
        ),
      );
      expect(places.flatMap((p) => ('number' in p ? [p.number] : [])).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      expect(places.filter((p) => 'refused' in p)).toEqual(Array(5).fill({ refused: 'images' }));
      expect(await store.valuations.reserveImage('bravo', 'eval-1', roomy, T0)).toEqual({
        refused: 'images',
      });
      await store.valuations.releaseImage('alpha', 'eval-1', 100);
      expect(await store.valuations.reserveImage('alpha', 'eval-1', roomy, T0)).toEqual({ number: 10 });
      expect(await rows("SELECT image_bytes FROM valuations WHERE eval_id = 'eval-1'")).toEqual([
        { image_bytes: 1000 },
      ]);
      const valued = { ...vehicle, valuation: { offer_price: 18000 } };
      await store.valuations.update(
        'alpha',
        'eval-1',
        { km: 41000, contact: { cName: 'Jo' }, vehicle: valued },
        T0,
      );
      expect(await store.valuations.find('alpha', 'eval-1')).toEqual({ vehicle: valued, images: 10 });
      expect(await rows("SELECT km FROM valuations WHERE eval_id = 'eval-1'")).toEqual([{ km: 41000 }]);
    });
  });

  describe('valuation photo quotas and clean-up', () => {
    const allowance = (bytes: number, maxValuationBytes = 1000, maxTenantBytes = 1500) => ({
      bytes,
      maxImages: 10,
      maxValuationBytes,
      maxTenantBytes,
    });

    it("[SEC-10] refuses a photo past the valuation's bytes or the tenant's, also from two connections at once (concurrent on PostgreSQL; SQLite runs one statement at a time)", async () => {
      for (const id of ['q-1', 'q-2', 'q-3']) await store.valuations.open('quota-a', id, {}, T0);
      await store.valuations.open('quota-b', 'q-4', {}, T0);
      expect(await store.valuations.reserveImage('quota-a', 'q-1', allowance(600), T0)).toEqual({
        number: 1,
      });
      expect(await store.valuations.reserveImage('quota-a', 'q-1', allowance(500), T0)).toEqual({
        refused: 'valuation bytes',
      });
      // 900 of the tenant's 1,500 bytes are left: of six 200-byte photos at once, four fit.
      const six = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? second : store).valuations.reserveImage(
            'quota-a',
            i < 3 ? 'q-2' : 'q-3',
            allowance(200),
            T0,
          ),
        ),
      );
      expect(six.filter((p) => 'number' in p)).toHaveLength(4);
      expect(six.filter((p) => 'refused' in p)).toEqual([
        { refused: 'tenant bytes' },
        { refused: 'tenant bytes' },
      ]);
      expect(
        await rows(
          "SELECT CAST(SUM(image_bytes) AS INTEGER) AS bytes FROM valuations WHERE tenant = 'quota-a'",
        ),
      ).toEqual([{ bytes: 1400 }]);
      // Another tenant's quota is its own.
      expect(await store.valuations.reserveImage('quota-b', 'q-4', allowance(900), T0)).toEqual({
        number: 1,
      });
    });

    it('finds and clears the photos of abandoned valuations and of leads whose links expired, and no others', async () => {
      const day = 86_400_000;
      const at = (days: number) => new Date(T0.getTime() - days * day);
      const cases: [string, number, number | undefined][] = [
        ['abandoned-31', 31, undefined],
        ['abandoned-29', 29, undefined],
        ['lead-40', 40, 40],
        ['lead-31', 31, 31],
      ];
      for (const [id, age, leadAge] of cases) {
        await store.valuations.open('alpha', id, {}, at(age));
        await store.valuations.reserveImage('alpha', id, allowance(100, 1e9, 1e9), at(age));
        if (leadAge !== undefined) await store.valuations.markLead('alpha', id, at(leadAge));
      }
      await store.valuations.open('alpha', 'no-photos', {}, at(90));
      const abandonedBefore = at(30);
      const leadBefore = at(32);
      const expired = await store.valuations.expiredUploads(abandonedBefore, leadBefore, 10);
      expect(expired.map((e) => e.evalId).sort()).toEqual(['abandoned-31', 'lead-40']);
      expect(await store.valuations.expiredUploads(abandonedBefore, leadBefore, 1)).toHaveLength(1);
      expect(await store.valuations.clearUploads('alpha', 'abandoned-31', abandonedBefore, leadBefore)).toBe(
        true,
      );
      expect(await store.valuations.clearUploads('alpha', 'abandoned-31', abandonedBefore, leadBefore)).toBe(
        false,
      );
      // Still current by the rule (a lead 31 days ago): not cleared.
      expect(await store.valuations.clearUploads('alpha', 'lead-31', abandonedBefore, leadBefore)).toBe(
        false,
      );
      expect(await store.valuations.clearUploads('bravo', 'lead-40', abandonedBefore, leadBefore)).toBe(
        false,
      );
      expect(
        await rows(
          "SELECT eval_id, images, image_bytes FROM valuations WHERE eval_id IN ('abandoned-31', 'lead-31') ORDER BY eval_id",
        ),
      ).toEqual([
        { eval_id: 'abandoned-31', images: 0, image_bytes: 0 },
        { eval_id: 'lead-31', images: 1, image_bytes: 100 },
      ]);
    });
  });

  describe('phone reveals and miscellaneous data', () => {
    it('are stored under their tenant', async () => {
      await store.phoneReveals.record('alpha', { carId: 'A1', dealershipId: 'd1', websiteId: null }, T0);
      await store.miscellaneous.add('alpha', 'valuation', { data: { offer_price: 1 } }, T0);
      expect(
        await rows("SELECT car_id, dealership_id, website_id FROM phone_reveals WHERE tenant = 'alpha'"),
      ).toEqual([{ car_id: 'A1', dealership_id: 'd1', website_id: null }]);
      const misc = await rows("SELECT column_name, payload FROM miscellaneous WHERE tenant = 'alpha'");
      expect(
        misc.map((r) => [
          r['column_name'],
          typeof r['payload'] === 'string' ? JSON.parse(r['payload']) : r['payload'],
        ]),
      ).toEqual([['valuation', { data: { offer_price: 1 } }]]);
    });
  });

  describe('rate-limit counters', () => {
    it('count in fixed windows shared by two processes on one database', async () => {
      const window = 60_000;
      const hits = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? second : store).rateLimits.hit('leads|alpha:10.0.0.1', window, T0),
        ),
      );
      expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(new Set(hits.map((h) => h.resetAt.getTime()))).toEqual(new Set([T0.getTime() + window]));
      expect(await second.rateLimits.hit('leads|alpha:10.0.0.1', window, at(window - 1))).toMatchObject({
        count: 11,
      });
      expect(await store.rateLimits.hit('leads|alpha:10.0.0.2', window, at(window - 1))).toMatchObject({
        count: 1,
      });
      // The window has ended: counting starts again, with a new end.
      expect(await store.rateLimits.hit('leads|alpha:10.0.0.1', window, at(window))).toEqual({
        count: 1,
        resetAt: at(2 * window),
      });
    });
  });

  describe('reservations', () => {
    const HOLD = 48 * 3_600_000;
    const reservation = (id: string, extra: Partial<NewReservation> = {}): NewReservation => ({
      id,
      tenant: 'alpha',
      carId: 'C1',
      carSlug: 'car-c1',
      deposit: 200,
      online: false,
      contact: { name: 'Jo', email: 'jo@example.com' },
      idempotencyKey: undefined,
      createdAt: T0,
      holdUntil: at(HOLD),
      ...extra,
    });

    it('[DEAL-02] one reservation holds a car; a retry with the same key is the same reservation', async () => {
      const first = await store.reservations.create(reservation('r1', { idempotencyKey: 'key-r1' }));
      expect(first).toMatchObject({
        status: 'stored',
        reservation: { id: 'r1', state: 'requested', deposit: 200 },
      });
      expect(
        await second.reservations.create(reservation('r1-retry', { idempotencyKey: 'key-r1' })),
      ).toMatchObject({
        status: 'duplicate',
        reservation: { id: 'r1' },
      });
      expect(await second.reservations.create(reservation('r2'))).toEqual({ status: 'taken' });
      // Another tenant's car of the same id is another car.
      expect((await store.reservations.create(reservation('r3', { tenant: 'bravo' }))).status).toBe('stored');
      expect(await store.reservations.holding('alpha', 'C1', at(1000))).toMatchObject({ id: 'r1' });
      expect(await store.reservations.heldCars('alpha', at(1000))).toEqual([
        { car_id: 'C1', car_slug: 'car-c1', hold_until: at(HOLD).toISOString() },
      ]);
      expect(await store.reservations.get('bravo', 'r1')).toBeUndefined();
    });

    it('[DEAL-02] after 48 hours the hold lapses and the next shopper can reserve the car', async () => {
      await store.reservations.create(reservation('r10', { carId: 'C10' }));
      expect(await store.reservations.holding('alpha', 'C10', at(HOLD))).toBeUndefined();
      expect(await store.reservations.heldCars('alpha', at(HOLD))).not.toContainEqual(
        expect.objectContaining({ car_id: 'C10' }),
      );
      const next = await second.reservations.create(
        reservation('r11', { carId: 'C10', createdAt: at(HOLD), holdUntil: at(2 * HOLD) }),
      );
      expect(next.status).toBe('stored');
      expect(await store.reservations.get('alpha', 'r10')).toMatchObject({ state: 'expired' });
    });

    it('[DEAL-02] states move only from the states named; a released car can be reserved again', async () => {
      await store.reservations.create(reservation('r20', { carId: 'C20', online: true }));
      await store.reservations.setPaymentRef('alpha', 'r20', 'cs_test_1', at(1));
      expect(await second.reservations.move('alpha', 'r20', ['requested'], 'paid', at(2))).toMatchObject({
        state: 'paid',
        payment_ref: 'cs_test_1',
        online: true,
      });
      expect(await store.reservations.move('alpha', 'r20', ['requested'], 'paid', at(3))).toBeUndefined();
      expect(await store.reservations.holding('alpha', 'C20', at(4))).toMatchObject({
        id: 'r20',
        state: 'paid',
      });
      expect(
        await store.reservations.move('alpha', 'r20', ['requested', 'paid'], 'released', at(5)),
      ).toMatchObject({
        state: 'released',
      });
      expect(await store.reservations.holding('alpha', 'C20', at(6))).toBeUndefined();
      expect(
        (await second.reservations.create(reservation('r21', { carId: 'C20', createdAt: at(7) }))).status,
      ).toBe('stored');
    });

    it('[DEAL-02] of 50 simultaneous attempts from two processes, exactly one reserves the car', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 ? second : store).reservations.create(reservation(`r-race-${i}`, { carId: 'C-race' })),
        ),
      );
      expect(results.filter((r) => r.status === 'stored')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'taken')).toHaveLength(49);
      expect(
        await rows('SELECT id FROM reservations WHERE tenant = ? AND car_id = ?', 'alpha', 'C-race'),
      ).toHaveLength(1);
    });

    it('records a payment event once: a replayed webhook is recognised', async () => {
      expect(await store.reservations.firstEvent('evt_1', T0)).toBe(true);
      expect(await second.reservations.firstEvent('evt_1', at(1))).toBe(false);
    });

    it('[DEAL-04] lists a user’s reservations newest first, per tenant, and no one else’s', async () => {
      await store.reservations.create(reservation('u1', { carId: 'U1', carSlug: 'car-u1', userId: 7 }));
      await second.reservations.create(
        reservation('u2', { carId: 'U2', carSlug: 'car-u2', userId: 7, createdAt: at(1000) }),
      );
      await store.reservations.create(reservation('u3', { carId: 'U3', carSlug: 'car-u3', userId: 8 }));
      await store.reservations.create(
        reservation('u4', { tenant: 'bravo', carId: 'U4', carSlug: 'car-u4', userId: 7 }),
      );
      expect((await second.reservations.forUser('alpha', 7)).map((r) => r.id)).toEqual(['u2', 'u1']);
      expect((await store.reservations.forUser('alpha', 8)).map((r) => r.id)).toEqual(['u3']);
      expect(await store.reservations.forUser('alpha', 9)).toEqual([]);
      expect((await store.reservations.forUser('bravo', 7)).map((r) => r.id)).toEqual(['u4']);
    });
  });

  describe('online payments', () => {
    const contact = { name: 'Jo', email: 'jo@example.com', phone: '+61412000001' };
    const payment = (id: string, extra: Partial<NewOnlinePayment> = {}): NewOnlinePayment => ({
      id,
      tenant: 'alpha',
      purpose: 'invoice',
      reference: 'INV-1001',
      amountCents: 125_050,
      online: true,
      contact,
      idempotencyKey: undefined,
      createdAt: T0,
      ...extra,
    });

    it('stores a payment awaiting the provider, or a request when no money is taken online; per tenant', async () => {
      const online = await store.onlinePayments.create(payment('p1'));
      expect(online).toEqual({
        status: 'stored',
        payment: {
          id: 'p1',
          tenant: 'alpha',
          purpose: 'invoice',
          reference: 'INV-1001',
          amount_cents: 125_050,
          state: 'awaiting-payment',
          payment_ref: null,
          contact,
          created_at: T0.toISOString(),
          updated_at: T0.toISOString(),
        },
      });
      expect(await second.onlinePayments.get('alpha', 'p1')).toEqual(online.payment);
      const offline = await store.onlinePayments.create(
        payment('p2', { online: false, purpose: 'service', reference: 'RO-77', amountCents: 9_900 }),
      );
      expect(offline).toMatchObject({ status: 'stored', payment: { id: 'p2', state: 'requested' } });
      expect(await second.onlinePayments.get('alpha', 'p2')).toMatchObject({
        purpose: 'service',
        reference: 'RO-77',
        amount_cents: 9_900,
        state: 'requested',
        contact,
        created_at: T0.toISOString(),
      });
      // Another tenant's id is unknown (SEC-01).
      expect(await store.onlinePayments.get('bravo', 'p1')).toBeUndefined();
      expect(await store.onlinePayments.get('alpha', 'no-such-payment')).toBeUndefined();
    });

    it('a repeated idempotency key answers the first payment and writes nothing; per tenant', async () => {
      const first = await store.onlinePayments.create(payment('p10', { idempotencyKey: 'key-p10' }));
      expect(first.status).toBe('stored');
      const again = await second.onlinePayments.create(
        payment('p11', { idempotencyKey: 'key-p10', reference: 'INV-9999', amountCents: 1 }),
      );
      expect(again).toEqual({ status: 'duplicate', payment: first.payment });
      expect(await store.onlinePayments.get('alpha', 'p11')).toBeUndefined();
      expect(await rows('SELECT id FROM online_payments WHERE idempotency_key = ?', 'key-p10')).toEqual([
        { id: 'p10' },
      ]);
      // The same key under another tenant is another payment.
      const otherTenant = await store.onlinePayments.create(
        payment('p12', { tenant: 'bravo', idempotencyKey: 'key-p10' }),
      );
      expect(otherTenant).toMatchObject({ status: 'stored', payment: { id: 'p12', tenant: 'bravo' } });
    });

    it('moves an awaiting payment to paid once, only with its provider reference', async () => {
      await store.onlinePayments.create(payment('p20'));
      await store.onlinePayments.setPaymentRef('alpha', 'p20', 'cs_test_p20', at(1));
      expect(await second.onlinePayments.get('alpha', 'p20')).toMatchObject({
        state: 'awaiting-payment',
        payment_ref: 'cs_test_p20',
        updated_at: at(1).toISOString(),
      });
      expect(await second.onlinePayments.markPaid('alpha', 'p20', 'cs_test_other', at(2))).toBeUndefined();
      expect(await second.onlinePayments.markPaid('bravo', 'p20', 'cs_test_p20', at(2))).toBeUndefined();
      expect(await store.onlinePayments.get('alpha', 'p20')).toMatchObject({ state: 'awaiting-payment' });
      expect(await second.onlinePayments.markPaid('alpha', 'p20', 'cs_test_p20', at(3))).toMatchObject({
        id: 'p20',
        state: 'paid',
        payment_ref: 'cs_test_p20',
        amount_cents: 125_050,
        updated_at: at(3).toISOString(),
      });
      // Paid already: a replay changes nothing.
      expect(await store.onlinePayments.markPaid('alpha', 'p20', 'cs_test_p20', at(4))).toBeUndefined();
      expect(await store.onlinePayments.get('alpha', 'p20')).toMatchObject({
        state: 'paid',
        updated_at: at(3).toISOString(),
      });
      // A payment with no provider reference yet is not paid by any reference.
      await store.onlinePayments.create(payment('p21'));
      expect(await store.onlinePayments.markPaid('alpha', 'p21', '', at(2))).toBeUndefined();
      expect(await store.onlinePayments.get('alpha', 'p21')).toMatchObject({ state: 'awaiting-payment' });
      // A request that takes no money never becomes paid.
      await store.onlinePayments.create(payment('p22', { online: false }));
      await store.onlinePayments.setPaymentRef('alpha', 'p22', 'cs_test_p22', at(1));
      expect(await second.onlinePayments.markPaid('alpha', 'p22', 'cs_test_p22', at(2))).toBeUndefined();
      expect(await store.onlinePayments.get('alpha', 'p22')).toMatchObject({ state: 'requested' });
    });

    it('concurrent requests with one key from two processes store one payment', async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? second : store).onlinePayments.create(
            payment(`p-burst-${i}`, { idempotencyKey: 'key-p-burst' }),
          ),
        ),
      );
      expect(new Set(answers.map((a) => a.payment.id)).size).toBe(1);
      expect(answers.filter((a) => a.status === 'stored')).toHaveLength(1);
      expect(answers.filter((a) => a.status === 'duplicate')).toHaveLength(9);
      expect(await rows('SELECT id FROM online_payments WHERE idempotency_key = ?', 'key-p-burst')).toEqual([
        { id: answers[0]!.payment.id },
      ]);
    });
  });

  describe('promotion entries', () => {
    const contact = { name: 'Jo', email: 'jo@example.com', phone: '+61412000001' };
    const entry = (
      id: string,
      entrantKeys: readonly string[],
      extra: Partial<NewPromotionEntry> = {},
    ): NewPromotionEntry => ({
      id,
      tenant: 'alpha',
      promotion: 'spin-1',
      entrantKeys,
      prizeIndex: 2,
      prize: '$50 fuel voucher',
      contact,
      idempotencyKey: undefined,
      createdAt: T0,
      ...extra,
    });
    const entered = (tenant: string, ...ids: string[]) =>
      rows(
        `SELECT id FROM promotion_entries WHERE tenant = ? AND id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`,
        tenant,
        ...ids,
      );

    it('an entrant enters a promotion once, by any of their keys; a refused entry leaves nothing behind', async () => {
      const jo = ['email:jo@example.com', 'phone:+61412000001'];
      expect(await store.promotionEntries.enter(entry('e1', jo))).toEqual({
        status: 'stored',
        entry: {
          id: 'e1',
          tenant: 'alpha',
          promotion: 'spin-1',
          prize_index: 2,
          prize: '$50 fuel voucher',
          contact,
          created_at: T0.toISOString(),
        },
      });
      // The same e-mail with another phone, and the same phone with another e-mail.
      expect(
        await second.promotionEntries.enter(
          entry('e2', ['email:jo@example.com', 'phone:+61412000002'], { prizeIndex: 0, prize: 'Car wash' }),
        ),
      ).toEqual({ status: 'entered-before' });
      expect(
        await store.promotionEntries.enter(entry('e3', ['email:sam@example.com', 'phone:+61412000001'])),
      ).toEqual({ status: 'entered-before' });
      expect(await entered('alpha', 'e1', 'e2', 'e3')).toEqual([{ id: 'e1' }]);
      expect(await rows("SELECT entrant FROM promotion_entrants WHERE entry_id IN ('e2', 'e3')")).toEqual([]);
      // The refused entries' other keys were rolled back: they can still enter.
      expect((await second.promotionEntries.enter(entry('e4', ['phone:+61412000002']))).status).toBe(
        'stored',
      );
      expect((await store.promotionEntries.enter(entry('e5', ['email:sam@example.com']))).status).toBe(
        'stored',
      );
      // The same keys may enter another promotion, and another tenant's promotion of the same id.
      expect(await store.promotionEntries.enter(entry('e6', jo, { promotion: 'spin-2' }))).toMatchObject({
        status: 'stored',
        entry: { id: 'e6', promotion: 'spin-2' },
      });
      expect(await second.promotionEntries.enter(entry('e7', jo, { tenant: 'bravo' }))).toMatchObject({
        status: 'stored',
        entry: { id: 'e7', tenant: 'bravo', promotion: 'spin-1' },
      });
    });

    it('a repeated idempotency key answers the first entry and its prize, not entered-before', async () => {
      const kim = ['email:kim@example.com', 'phone:+61412000020'];
      const first = await store.promotionEntries.enter(
        entry('e20', kim, { idempotencyKey: 'key-e20', prizeIndex: 4, prize: 'Window tint' }),
      );
      expect(first).toMatchObject({
        status: 'stored',
        entry: { id: 'e20', prize_index: 4, prize: 'Window tint' },
      });
      const again = await second.promotionEntries.enter(
        entry('e21', kim, { idempotencyKey: 'key-e20', prizeIndex: 1, prize: 'Car wash' }),
      );
      expect(again).toEqual({ status: 'duplicate', entry: (first as { entry: unknown }).entry });
      expect(await entered('alpha', 'e20', 'e21')).toEqual([{ id: 'e20' }]);
      // Without the key, the same entrant has entered before.
      expect(await store.promotionEntries.enter(entry('e22', kim))).toEqual({ status: 'entered-before' });
    });

    it('simultaneous double-clicks with one idempotency key from two processes answer one entry', async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? second : store).promotionEntries.enter(
            entry(`e-click-${i}`, ['email:lee@example.com'], {
              promotion: 'spin-click',
              idempotencyKey: 'key-e-click',
              prizeIndex: i,
              prize: `Prize ${i}`,
            }),
          ),
        ),
      );
      expect(answers.filter((a) => a.status === 'stored')).toHaveLength(1);
      expect(answers.filter((a) => a.status === 'duplicate')).toHaveLength(9);
      const entries = answers.map((a) => (a as { entry: { id: string; prize: string } }).entry);
      expect(new Set(entries.map((e) => `${e.id}|${e.prize}`)).size).toBe(1);
    });

    it('of 50 simultaneous entries from two processes by one entrant, exactly one is stored', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 ? second : store).promotionEntries.enter(
            // Each attempt's own phone comes first: a refused attempt must roll it back.
            entry(
              `e-race-${i}`,
              [`phone:+614120001${String(i).padStart(2, '0')}`, 'email:race@example.com'],
              {
                promotion: 'spin-race',
              },
            ),
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'stored')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'entered-before')).toHaveLength(49);
      const winner = (results.find((r) => r.status === 'stored') as { entry: { id: string } }).entry.id;
      expect(await rows("SELECT id FROM promotion_entries WHERE promotion = 'spin-race'")).toEqual([
        { id: winner },
      ]);
      expect(await rows("SELECT entry_id FROM promotion_entrants WHERE promotion = 'spin-race'")).toEqual([
        { entry_id: winner },
        { entry_id: winner },
      ]);
    });
  });
});
