/**
 * Read-only looks into either store's database for tests and benchmarks that check what was
 * stored from outside the API (a killed server, two processes): one `count` over the same SQL
 * on both (`?` placeholders; numbered for PostgreSQL).
 */
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

export interface Inspector {
  count(sql: string, ...params: (string | number)[]): Promise<number>;
  close(): Promise<void>;
}

export function inspectSqlite(file: string): Inspector {
  const db = new DatabaseSync(file, { readOnly: true });
  return {
    async count(sql, ...params) {
      return Number((db.prepare(sql).get(...params) as { n: number | bigint }).n);
    },
    async close() {
      db.close();
    },
  };
}

export async function inspectPostgres(url: string): Promise<Inspector> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async count(sql, ...params) {
      let index = 0;
      const numbered = sql.replace(/\?/g, () => `$${++index}`);
      const { rows } = await client.query<{ n: string }>(numbered, params);
      return Number(rows[0]!.n);
    },
    close: () => client.end(),
  };
}
