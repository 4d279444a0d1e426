/**
 * Everything one server process runs: the store (SQLite under $DATA_DIR unless given one,
 * e.g. PostgreSQL), the adapters, the tenant data loader, the app, the outbox worker and
 * the alert rounds.
 * Used by `npm run serve` and by tests that start the real server.
 */
import { Worker } from 'node:worker_threads';
import type { Hono } from 'hono';
import { createAdapters, type Adapters } from '../api/adapters/index.ts';
import type { ApiDeps } from '../api/context.ts';
import { sqliteFile } from '../api/store/index.ts';
import { openSqliteStore } from '../api/store/sqlite/index.ts';
import type { Store } from '../api/store/types.ts';
import { ALERT_INTERVAL_MS, startAlertWorker } from '../api/services/alerts/alert-worker.ts';
import { startUploadCleanup } from '../api/services/images/upload-cleanup.ts';
import { startOutboxWorker } from '../api/services/outbox.ts';
import { checkReadiness, sharedReadiness } from './readiness.ts';
import { tenantDataLoader } from '../api/tenant-data.ts';
import { createApp } from './app.ts';
import { siteRegistry } from './sites.ts';

export interface RuntimeOptions {
  distDir: string;
  dataDir: string;
  adapters?: Adapters;
  /** An open store; the runtime closes it. Default: SQLite at $DATA_DIR/api.sqlite. */
  store?: Store;
  /** The PostgreSQL URL the store was opened with, for the outbox thread's own connection. */
  databaseUrl?: string | undefined;
  now?: () => Date;
  /**
   * Where leads are delivered from: a worker thread (production), the main thread (tests
   * with their own adapters), or nowhere (tests that call deliverDue themselves).
   */
  outbox?: 'thread' | 'inline' | 'off';
  outboxIntervalMs?: number;
  /** This server's name in the outbox leases (OUTBOX_NODE): its previous run's are released at start. */
  outboxNode?: string | undefined;
  /** How often built data is checked for a rebuild (tests use 0). */
  dataRecheckMs?: number;
  /** The list of sites at an unknown host name (a local preview's; see createApp). */
  siteIndex?: boolean | undefined;
  /** How long one readiness answer is shared by the calls that follow (default 1 s; tests that flip faults use 0). */
  readinessCacheMs?: number;
  /** The hourly clean-up of expired trade-in photos (default on; tests that run it themselves turn it off). */
  uploadCleanup?: boolean;
  /**
   * How often new builds are compared and alert digests queued (ALERT-02); 0 turns the rounds
   * off (tests that run them themselves). Default ALERT_INTERVAL_MS.
   */
  alertIntervalMs?: number;
}

export interface Runtime {
  app: Hono;
  store: Store;
  deps: ApiDeps;
  close: () => Promise<void>;
}

export function createRuntime(options: RuntimeOptions): Runtime {
  const store = options.store ?? openSqliteStore(sqliteFile(options.dataDir));
  const deps: ApiDeps = {
    store,
    dataDir: options.dataDir,
    sites: siteRegistry(options.distDir),
    tenantData: tenantDataLoader(options.distDir, options.dataRecheckMs),
    adapters: options.adapters ?? createAdapters(options.dataDir),
    now: options.now ?? (() => new Date()),
  };
  let outboxState: 'running' | 'stopped' | 'off' = 'off';
  const app = createApp({
    distDir: options.distDir,
    api: deps,
    siteIndex: options.siteIndex,
    readiness: sharedReadiness(
      () =>
        checkReadiness({
          probeWrite: () => store.probeWrite(),
          outbox: () => outboxState,
          dataDir: options.dataDir,
        }),
      options.readinessCacheMs,
    ),
  }) as unknown as Hono;
  const interval = options.outboxIntervalMs ?? 1000;
  const mode = options.outboxIntervalMs === 0 ? 'off' : (options.outbox ?? 'inline');
  let worker: { stop: () => Promise<void> } | undefined;
  if (mode === 'inline') {
    worker = startOutboxWorker(deps, interval, options.outboxNode);
    outboxState = 'running';
  }
  if (mode === 'thread') {
    const thread = new Worker(new URL('./outbox-thread.ts', import.meta.url), {
      workerData: {
        distDir: options.distDir,
        dataDir: options.dataDir,
        databaseUrl: options.databaseUrl,
        intervalMs: interval,
        owner: options.outboxNode,
      },
    });
    outboxState = 'running';
    thread.on('error', (error) => console.error('[outbox thread]', error));
    // A delivery thread that died takes this process out of rotation (/api/ready).
    thread.on('exit', () => {
      outboxState = 'stopped';
    });
    worker = {
      stop: () =>
        new Promise((resolve) => {
          thread.once('message', () => void thread.terminate().then(() => resolve()));
          thread.postMessage('stop');
        }),
    };
  }
  const cleanup =
    options.uploadCleanup === false
      ? undefined
      : startUploadCleanup(store.valuations, options.dataDir, deps.now);
  const alertInterval = options.alertIntervalMs ?? ALERT_INTERVAL_MS;
  const alerts = alertInterval > 0 ? startAlertWorker(deps, alertInterval) : undefined;
  return {
    app,
    store,
    deps,
    close: async () => {
      await cleanup?.stop();
      await alerts?.stop();
      await worker?.stop();
      deps.adapters.email.close();
      await store.close();
    },
  };
}
