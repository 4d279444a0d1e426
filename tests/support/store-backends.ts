/**
 * The two stores the contract tests hold to the same behaviour: SQLite in a temporary folder
 * and PostgreSQL (a real server: DATABASE_URL or the throwaway cluster of
 * tests/support/postgres-global-setup), each opened fresh per suite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPostgresStore } from '../../src/api/store/postgres/index.ts';
import { openSqliteStore } from '../../src/api/store/sqlite/index.ts';
import type { Store } from '../../src/api/store/types.ts';
import { createDatabase } from './postgres.ts';

export interface Backend {
  name: string;
  /** Opens a fresh database; `another()` opens a second store on the same database. */
  open(): Promise<{ store: Store; another: () => Promise<Store>; rows: RowReader; cleanup: () => void }>;
}

export type RowReader = (sql: string, ...params: string[]) => Promise<Record<string, unknown>[]>;

export const backends: Backend[] = [
  {
    name: 'SQLite',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'store-contract-'));
      const file = join(dir, 'api.sqlite');
      const store = openSqliteStore(file);
      return {
        store,
        another: async () => openSqliteStore(file),
        rows: async (sql, ...params) => store.db.prepare(sql).all(...params) as Record<string, unknown>[],
        cleanup: () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      const url = await createDatabase(inject('postgresUrl'), 'contract');
      const store = await openPostgresStore(url);
      return {
        store,
        another: () => openPostgresStore(url),
        rows: async (sql, ...params) => {
          let index = 0;
          return (
            await store.pool.query(
              sql.replace(/\?/g, () => `$${++index}`),
              params,
            )
          ).rows;
        },
        cleanup: () => undefined,
      };
    },
  },
];
