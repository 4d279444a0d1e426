/**
 * The PostgreSQL connection pool behind the store (node-postgres, pure JavaScript). Every
 * statement the store sends commits before its promise settles (synchronous_commit stays
 * on), so a lead is durable before the API answers.
 */
import pg from 'pg';
import { MIGRATIONS } from './migrations.ts';

export type Pool = pg.Pool;
export type Client = pg.PoolClient;

/** Any key shared by every process of this app: one migrator at a time. */
const MIGRATION_LOCK = 0x6465616c; // 'deal'

export function openPool(url: string, max = Number(process.env['PG_POOL_MAX'] ?? 16)): Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server dropped must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[store] idle PostgreSQL connection failed:', error.message));
  return pool;
}

/**
 * Applies the migrations not yet applied, each in its own transaction, under an advisory
 * lock so several processes starting together migrate once.
 */
export async function migrate(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)',
    );
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())',
          [migration.version, migration.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Runs `work` in one transaction on one connection; rolls back when it throws. */
export async function transaction<T>(pool: Pool, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** A unique-constraint violation on `constraint` (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: name } = error as { code?: string; constraint?: string };
  return code === '23505' && name === constraint;
}
