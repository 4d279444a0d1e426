/**
 * Clean-up of trade-in photos nobody needs any more (issue 14, defect 5): those of valuations
 * abandoned for ABANDONED_UPLOAD_DAYS (no lead was sent), and those of valuations sent as a
 * lead once the dealer's links to them have expired. Their folder is removed and their count
 * and bytes go back to 0, which gives the tenant's quota back. Runs at start and hourly in
 * every server process; two processes sweeping at once remove nothing twice.
 */
import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { ValuationStore } from '../../store/types.ts';
import { PHOTO_LINK_DAYS } from '../photo-links.ts';

const DAY_MS = 86_400_000;
export const ABANDONED_UPLOAD_DAYS = 30;
/** A lead's photo links last PHOTO_LINK_DAYS from its delivery, which retries for up to a day. */
export const LEAD_PHOTO_KEEP_DAYS = PHOTO_LINK_DAYS + 2;
export const UPLOAD_CLEANUP_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;

export function cleanupCutoffs(now: Date): { abandonedBefore: Date; leadBefore: Date } {
  return {
    abandonedBefore: new Date(now.getTime() - ABANDONED_UPLOAD_DAYS * DAY_MS),
    leadBefore: new Date(now.getTime() - LEAD_PHOTO_KEEP_DAYS * DAY_MS),
  };
}

/** Removes the expired photos; the number of valuations whose photos it removed. */
export async function cleanUpUploads(store: ValuationStore, dataDir: string, now: Date): Promise<number> {
  const { abandonedBefore, leadBefore } = cleanupCutoffs(now);
  const root = resolve(dataDir, 'valuations');
  let removed = 0;
  for (;;) {
    const expired = await store.expiredUploads(abandonedBefore, leadBefore, BATCH);
    for (const { tenant, evalId } of expired) {
      // Only a folder inside the valuations folder is ever touched.
      const dir = resolve(root, tenant, evalId);
      if (!dir.startsWith(`${root}${sep}`)) continue;
      // The row first: a photo that arrives meanwhile makes the valuation current again, and
      // then its folder is left alone. Then the folder is moved aside before it is removed, so
      // a photo that arrives after the row was cleared starts a folder of its own.
      if (!(await store.clearUploads(tenant, evalId, abandonedBefore, leadBefore))) continue;
      const aside = `${dir}.removing-${randomUUID().slice(0, 8)}`;
      if (
        await rename(dir, aside).then(
          () => true,
          () => false,
        )
      )
        await rm(aside, { recursive: true, force: true });
      removed++;
    }
    if (expired.length < BATCH) return removed;
  }
}

/** Sweeps now and every UPLOAD_CLEANUP_EVERY_MS; a failed sweep is logged and tried next time. */
export function startUploadCleanup(
  store: ValuationStore,
  dataDir: string,
  now: () => Date,
  everyMs = UPLOAD_CLEANUP_EVERY_MS,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = cleanUpUploads(store, dataDir, now()).then(
      (count) => {
        if (count > 0) console.log(`[uploads] removed the photos of ${count} expired valuations`);
      },
      (error: unknown) =>
        console.error('[uploads] clean-up failed:', error instanceof Error ? error.message : error),
    );
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
