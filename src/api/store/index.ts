/**
 * Opens the store the environment asks for: PostgreSQL when DATABASE_URL is a postgres://
 * (or postgresql://) URL, otherwise SQLite at $DATA_DIR/api.sqlite.
 */
import { join } from 'node:path';
import { openPostgresStore } from './postgres/index.ts';
import { openSqliteStore } from './sqlite/index.ts';
import type { Store } from './types.ts';

export type { Store } from './types.ts';

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(?:ql)?:\/\//i.test(url);
}

export async function openStore(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<Store> {
  const { databaseUrl } = options;
  if (databaseUrl && !isPostgresUrl(databaseUrl))
    throw new Error('DATABASE_URL must be a postgres:// URL; leave it unset for SQLite under DATA_DIR.');
  if (isPostgresUrl(databaseUrl)) return openPostgresStore(databaseUrl);
  return openSqliteStore(sqliteFile(options.dataDir));
}

export function sqliteFile(dataDir: string): string {
  return join(dataDir, 'api.sqlite');
}
