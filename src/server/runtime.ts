/**
 * Everything one server process runs: the database under $DATA_DIR, the adapters, the
 * tenant data loader, the app and the outbox worker. Used by `npm run serve` and by tests
 * that start the real server.
 */
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createAdapters, type Adapters } from '../api/adapters/index.ts';
import type { ApiDeps } from '../api/context.ts';
import { type Database, openDatabase } from '../api/db/database.ts';
import { startOutboxWorker } from '../api/services/outbox.ts';
import { tenantDataLoader } from '../api/tenant-data.ts';
import { createApp } from './app.ts';
import { siteRegistry } from './sites.ts';

export interface RuntimeOptions {
  distDir: string;
  dataDir: string;
  adapters?: Adapters;
  now?: () => Date;
  outboxIntervalMs?: number;
}

export interface Runtime {
  app: Hono;
  db: Database;
  deps: ApiDeps;
  close: () => Promise<void>;
}

export function createRuntime(options: RuntimeOptions): Runtime {
  const db = openDatabase(join(options.dataDir, 'api.sqlite'));
  const deps: ApiDeps = {
    db,
    dataDir: options.dataDir,
    sites: siteRegistry(options.distDir),
    tenantData: tenantDataLoader(options.distDir),
    adapters: options.adapters ?? createAdapters(options.dataDir),
    now: options.now ?? (() => new Date()),
  };
  const app = createApp({ distDir: options.distDir, api: deps }) as unknown as Hono;
  const worker = options.outboxIntervalMs === 0 ? undefined : startOutboxWorker(deps, options.outboxIntervalMs ?? 1000);
  return {
    app,
    db,
    deps,
    close: async () => {
      await worker?.stop();
      db.close();
    },
  };
}
