/**
 * The SQLite store: one file (write-ahead logged), nothing to set up. Two connections: the
 * durable one (synchronous=FULL) for everything a shopper would miss, and one to the counter
 * file beside it for rate-limit windows and view de-duplication.
 */
import type { Store } from '../types.ts';
import { sqliteAlerts } from './alerts.ts';
import { type Database, openCounterConnection, openDatabase } from './database.ts';
import { sqliteLeads } from './leads.ts';
import { sqliteOutbox } from './outbox.ts';
import { sqliteOnlinePayments } from './online-payments.ts';
import { sqlitePromotionEntries } from './promotion-entries.ts';
import { sqliteRateLimits } from './rate-limits.ts';
import { sqliteReservations } from './reservations.ts';
import { sqliteMiscellaneous, sqlitePhoneReveals, sqliteTestDrives } from './records.ts';
import { sqliteSignIn } from './sign-in.ts';
import { sqliteValuations } from './valuations.ts';
import { sqliteViews } from './views.ts';
import { sqliteWatchlist } from './watchlist.ts';

export interface SqliteStore extends Store {
  readonly kind: 'sqlite';
  /** The durable connection, for tests and ops tools that inspect the file. */
  readonly db: Database;
}

export function openSqliteStore(file: string): SqliteStore {
  const db = openDatabase(file);
  const counters = openCounterConnection(file);
  return {
    kind: 'sqlite',
    db,
    leads: sqliteLeads(db),
    outbox: sqliteOutbox(db),
    signIn: sqliteSignIn(db),
    watchlist: sqliteWatchlist(db),
    views: sqliteViews(db, counters),
    valuations: sqliteValuations(db),
    testDrives: sqliteTestDrives(db),
    phoneReveals: sqlitePhoneReveals(db),
    miscellaneous: sqliteMiscellaneous(db),
    rateLimits: sqliteRateLimits(counters),
    reservations: sqliteReservations(db),
    onlinePayments: sqliteOnlinePayments(db),
    promotionEntries: sqlitePromotionEntries(db),
    alerts: sqliteAlerts(db),
    async probeWrite() {
      db.exec('BEGIN IMMEDIATE');
      try {
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (-1, ?, ?)').run(
          'readiness probe',
          new Date().toISOString(),
        );
      } finally {
        db.exec('ROLLBACK');
      }
    },
    async close() {
      counters.close();
      db.close();
    },
  };
}
