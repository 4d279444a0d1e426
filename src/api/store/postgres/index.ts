/**
 * The PostgreSQL store (DATABASE_URL): for several API processes behind a load balancer on
 * one database, with shared rate limits and outbox jobs claimed with FOR UPDATE SKIP LOCKED.
 */
import type { Store } from '../types.ts';
import { postgresAlerts } from './alerts.ts';
import { migrate, openPool, type Pool } from './database.ts';
import { postgresLeads } from './leads.ts';
import { postgresOutbox } from './outbox.ts';
import { postgresOnlinePayments } from './online-payments.ts';
import { postgresPromotionEntries } from './promotion-entries.ts';
import { postgresRateLimits } from './rate-limits.ts';
import { postgresMiscellaneous, postgresPhoneReveals, postgresTestDrives } from './records.ts';
import { postgresSignIn } from './sign-in.ts';
import { postgresReservations } from './reservations.ts';
import { postgresValuations } from './valuations.ts';
import { postgresViews } from './views.ts';
import { postgresWatchlist } from './watchlist.ts';

export interface PostgresStore extends Store {
  readonly kind: 'postgres';
  readonly pool: Pool;
}

/** Connects, applies pending migrations, and answers the store. */
export async function openPostgresStore(url: string): Promise<PostgresStore> {
  const pool = openPool(url);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    // One line naming the database (never its password) and the cause, for the server to stop with.
    const where = (() => {
      try {
        const parsed = new URL(url);
        return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
      } catch {
        return 'DATABASE_URL';
      }
    })();
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`The PostgreSQL database ${where} cannot be used: ${cause}`, { cause: error });
  }
  return {
    kind: 'postgres',
    pool,
    leads: postgresLeads(pool),
    outbox: postgresOutbox(pool),
    signIn: postgresSignIn(pool),
    watchlist: postgresWatchlist(pool),
    views: postgresViews(pool),
    valuations: postgresValuations(pool),
    testDrives: postgresTestDrives(pool),
    phoneReveals: postgresPhoneReveals(pool),
    miscellaneous: postgresMiscellaneous(pool),
    rateLimits: postgresRateLimits(pool),
    reservations: postgresReservations(pool),
    onlinePayments: postgresOnlinePayments(pool),
    promotionEntries: postgresPromotionEntries(pool),
    alerts: postgresAlerts(pool),
    async probeWrite() {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          "INSERT INTO schema_migrations (version, name, applied_at) VALUES (-1, 'readiness probe', now())",
        );
      } finally {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
