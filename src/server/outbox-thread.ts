/**
 * The outbox worker in its own thread: building and sending e-mails and webhooks never
 * competes with answering shoppers on the main thread. It opens its own connection to the
 * same store: the same SQLite file (write-ahead logging lets both work at once) or the same
 * PostgreSQL database.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createAdapters } from '../api/adapters/index.ts';
import { openStore } from '../api/store/index.ts';
import { startOutboxWorker } from '../api/services/outbox.ts';
import { tenantDataLoader } from '../api/tenant-data.ts';
import { siteRegistry } from './sites.ts';
import { lowerThisThreadPriority } from './thread-priority.ts';

const { distDir, dataDir, databaseUrl, intervalMs, owner } = workerData as {
  distDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
  intervalMs: number;
  owner: string | undefined;
};
lowerThisThreadPriority();
const store = await openStore({ dataDir, databaseUrl });
const adapters = createAdapters(dataDir);
const worker = startOutboxWorker(
  {
    store,
    dataDir,
    sites: siteRegistry(distDir),
    tenantData: tenantDataLoader(distDir),
    adapters,
    now: () => new Date(),
  },
  intervalMs,
  owner,
);

parentPort?.on('message', async (message) => {
  if (message === 'stop') {
    await worker.stop();
    adapters.email.close();
    await store.close();
    parentPort?.postMessage('stopped');
  }
});
