/**
 * A database made by an earlier release migrates in place: the SQLite outbox, rebuilt when
 * alert messages joined leads as what a job delivers (migration 10), keeps every job, its id
 * and its state, and new jobs number on from the old ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/api/store/sqlite/database.ts';
import { openSqliteStore } from '../../../src/api/store/sqlite/index.ts';
import { MIGRATIONS } from '../../../src/api/store/sqlite/migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite migrations', () => {
  it('the outbox rebuilt for alert messages keeps the jobs of the release before', async () => {
    const file = join(dir, 'api.sqlite');
    const old = new DatabaseSync(file);
    old.exec('PRAGMA foreign_keys = ON;');
    migrate(
      old,
      MIGRATIONS.filter((migration) => migration.version < 10),
    );
    old.exec(`
      INSERT INTO leads (id, tenant, kind, payload, created_at) VALUES ('L1', 'alpha', 'enquiry', '{}', '2026-11-01T00:00:00.000Z');
      INSERT INTO outbox (lead_id, tenant, channel, next_attempt_at) VALUES ('L1', 'alpha', 'email', '2026-11-01T00:00:00.000Z');
      INSERT INTO outbox (lead_id, tenant, channel, status, attempts, next_attempt_at, delivered_at)
        VALUES ('L1', 'alpha', 'webhook', 'delivered', 1, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:01.000Z');
    `);
    old.close();

    const store = openSqliteStore(file);
    try {
      const jobs = await store.outbox.claimDue(new Date('2026-11-02T00:00:00Z'), 10, 60_000);
      expect(jobs).toEqual([
        { id: 1, lead_id: 'L1', message_id: null, tenant: 'alpha', channel: 'email', attempts: 0 },
      ]);
      expect(store.db.prepare('SELECT id, status FROM outbox ORDER BY id').all()).toEqual([
        { id: 1, status: 'pending' },
        { id: 2, status: 'delivered' },
      ]);
      await store.alerts.subscribe(
        {
          id: 's1',
          tenant: 'alpha',
          channel: 'email',
          address: 'a@example.com',
          user_id: null,
          frequency: 'daily',
          watchlist: false,
          dealer_contact: false,
          confirmed: true,
        },
        new Date('2026-11-02T00:00:00Z'),
      );
      await store.alerts.queueMessage(
        { id: 'm1', tenant: 'alpha', subscriber_id: 's1', kind: 'opt-in', payload: {} },
        'alert-email',
        [],
        new Date('2026-11-02T00:00:00Z'),
      );
      expect(store.db.prepare("SELECT id FROM outbox WHERE message_id = 'm1'").get()).toEqual({ id: 3 });
      // A job names a lead or a message, never neither.
      expect(() =>
        store.db
          .prepare("INSERT INTO outbox (tenant, channel, next_attempt_at) VALUES ('alpha', 'email', 'x')")
          .run(),
      ).toThrow(/CHECK constraint failed/);
    } finally {
      await store.close();
    }
  });
});
