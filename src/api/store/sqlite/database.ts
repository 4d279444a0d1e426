/**
 * The SQLite database behind the store (node:sqlite, built into Node 24: no native addon).
 * Write-ahead logging with synchronous=FULL: a commit is on disk before the API answers, so
 * an accepted lead survives a killed process or a power cut.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { COUNTER_MIGRATIONS, type Migration, MIGRATIONS } from './migrations.ts';

export type Database = DatabaseSync;

/**
 * Opens (and migrates) the database; a file that cannot be opened or fails SQLite's
 * quick_check throws one plain line naming the file and the cause, for the server to stop
 * with (issue 14), not a stack trace.
 */
export function openDatabase(file: string): Database {
  return openChecked(
    file,
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
    MIGRATIONS,
  );
}

/** Opens, checks (quick_check) and migrates a database file, or throws one line naming it. */
function openChecked(file: string, pragmas: string, migrations: readonly Migration[]): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  let db: Database | undefined;
  try {
    db = new DatabaseSync(file);
    db.exec(pragmas);
    const problems = (db.prepare('PRAGMA quick_check(5)').all() as { quick_check: string }[])
      .map((row) => row.quick_check)
      .filter((line) => line !== 'ok');
    if (problems.length > 0) throw new Error(`quick_check found damage: ${problems.join('; ')}`);
    migrate(db, migrations);
    return db;
  } catch (error) {
    db?.close();
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`The database ${file} cannot be used: ${cause}`);
  }
}

/** Applies the migrations not yet applied, each in its own transaction. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    ),
  );
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    transaction(db, () => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    });
  }
}

/** Runs `work` in one transaction; rolls back when it throws. */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * The counters whose loss costs nothing (rate-limit windows, view de-duplication) live in a
 * file of their own beside the database (api.sqlite → api-counters.sqlite): its write lock is
 * not the one leads and the outbox take, so counting a request never waits behind a lead's
 * commit or the outbox thread; synchronous=NORMAL, so it never waits for a disk flush either,
 * while write-ahead logging keeps the file consistent after a crash. Every store opened on the
 * same database opens the same counter file, so processes share the counts.
 */
export function openCounterConnection(file: string): Database {
  return openChecked(
    counterFile(file),
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;',
    COUNTER_MIGRATIONS,
  );
}

export function counterFile(file: string): string {
  if (file === ':memory:') return file;
  return file.replace(/(\.sqlite)?$/, '-counters.sqlite');
}
