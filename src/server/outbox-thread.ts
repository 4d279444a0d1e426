/**
 * The outbox worker in its own thread: building and sending e-mails and webhooks never
 * competes with answering shoppers on the main thread. It opens its own connection to the
 * same SQLite file (write-ahead logging lets both work at once).
 */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createAdapters } from '../api/adapters/index.ts';
import { openDatabase } from '../api/db/database.ts';
import { startOutboxWorker } from '../api/services/outbox.ts';
import { tenantDataLoader } from '../api/tenant-data.ts';
import { siteRegistry } from './sites.ts';

const { distDir, dataDir, intervalMs } = workerData as {
  distDir: string;
  dataDir: string;
  intervalMs: number;
};
const db = openDatabase(join(dataDir, 'api.sqlite'));
const worker = startOutboxWorker(
  {
    db,
    dataDir,
    sites: siteRegistry(distDir),
    tenantData: tenantDataLoader(distDir),
    adapters: createAdapters(dataDir),
    now: () => new Date(),
  },
  intervalMs,
);

parentPort?.on('message', async (message) => {
  if (message === 'stop') {
    await worker.stop();
    db.close();
    parentPort?.postMessage('stopped');
  }
});
