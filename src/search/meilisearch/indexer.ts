/**
 * Publishes a tenant's search documents to Meilisearch without shoppers ever seeing a
 * half-filled index: everything goes into a fresh staging index (`<uid>__next_<time>`),
 * every task is waited for and checked, the document count is verified, and only then is
 * the staging index swapped with the live one in one atomic step. The previous contents,
 * now under the staging name, are deleted last.
 *
 * One publish per index at a time: a run deletes any `<uid>__next_*` left over by an
 * earlier run that failed, which would also delete a concurrent run's staging index.
 */
import {
  type EnqueuedTask,
  type EnqueuedTaskPromise,
  MeilisearchApiError,
  type Meilisearch,
  type Task,
  type WaitOptions,
} from 'meilisearch';
import type { IndexSettings } from './settings.ts';

export const DEFAULT_BATCH_SIZE = 5_000;
/** Large stocks can take minutes to index; the client's own default is 5 s per task. */
export const DEFAULT_WAIT: Required<WaitOptions> = { timeout: 10 * 60_000, interval: 100 };
const STAGING_MARK = '__next_';
const INDEX_UID = /^[A-Za-z0-9_-]+$/;

export interface PublishOptions {
  /** Documents per addDocuments request (default 5,000). */
  batchSize?: number;
  /** How long to wait for each task, and how often to poll it. */
  wait?: WaitOptions;
  /** The clock used to name the staging index. */
  now?: () => Date;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface PublishReport {
  indexUid: string;
  /** The staging index the documents were built in; after the swap it held the old documents and was deleted. */
  stagingUid: string;
  documents: number;
  batches: number;
  /** Number of tasks waited for. */
  tasks: number;
  /** Documents the live index held before the swap (0 when it did not exist). */
  previousDocuments: number;
  /** The live index did not exist and was created empty, so that the swap could happen. */
  createdLiveIndex: boolean;
  /** Staging indexes left by earlier failed runs, deleted first. */
  deletedLeftovers: string[];
  timingsMs: {
    prepare: number;
    settings: number;
    documents: number;
    verify: number;
    swap: number;
    cleanup: number;
    total: number;
  };
}

/** A Meilisearch task ended in `failed` or `canceled`. */
export class MeilisearchTaskError extends Error {
  readonly task: Task;
  /** Whether the failure came after the swap (the new documents are live) or before (the live index is unchanged). */
  readonly afterSwap: boolean;
  constructor(step: string, task: Task, afterSwap = false) {
    const reason = task.error ? `${task.error.message} (${task.error.code})` : `status ${task.status}`;
    super(`${step} failed: task ${task.uid} ${task.status}: ${reason}`);
    this.name = 'MeilisearchTaskError';
    this.task = task;
    this.afterSwap = afterSwap;
  }
}

/** Splits documents into addDocuments batches, in order. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Batch size must be a positive integer, got ${size}`);
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** `cars-acme` at 2026-11-21T10:18:08.458Z → `cars-acme__next_20261121T101808458Z`. */
export function stagingIndexUid(indexUid: string, now: Date): string {
  return `${indexUid}${STAGING_MARK}${now.toISOString().replace(/[-:.]/g, '')}`;
}

/** Whether `candidate` is a staging index of `indexUid` (and not of `cars-acme-2`, say). */
export function isStagingIndexOf(indexUid: string, candidate: string): boolean {
  return candidate.startsWith(`${indexUid}${STAGING_MARK}`);
}

/** Ids that occur more than once: Meilisearch would keep one of each and the count check would fail obscurely. */
export function duplicateIds(docs: readonly { id: string }[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { id } of docs) (seen.has(id) ? duplicates : seen).add(id);
  return [...duplicates];
}

export async function publishTenantIndex(
  client: Meilisearch,
  indexUid: string,
  docs: readonly { id: string }[],
  indexSettings: IndexSettings,
  options: PublishOptions = {},
): Promise<PublishReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const wait = { ...DEFAULT_WAIT, ...options.wait };
  const stagingUid = stagingIndexUid(indexUid, (options.now ?? (() => new Date()))());
  if (!INDEX_UID.test(indexUid))
    throw new Error(`Invalid index uid "${indexUid}": use letters, digits, - and _ only.`);
  const duplicates = duplicateIds(docs);
  if (duplicates.length > 0)
    throw new Error(
      `${duplicates.length} document id(s) occur more than once, e.g. "${duplicates[0]}": nothing was published.`,
    );
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const chunks = batches(docs, batchSize);
  const { primaryKey, ...settings } = indexSettings;
  let tasks = 0;
  let swapped = false;
  const settle = async (step: string, pending: EnqueuedTaskPromise | EnqueuedTask): Promise<Task> => {
    const task =
      'waitTask' in pending ? await pending.waitTask(wait) : await client.tasks.waitForTask(pending, wait);
    tasks++;
    if (task.status !== 'succeeded') throw new MeilisearchTaskError(step, task, swapped);
    return task;
  };
  const lap = (() => {
    let last = started;
    return () => {
      const now = performance.now();
      const ms = Math.round(now - last);
      last = now;
      return ms;
    };
  })();

  // 1. Prepare: what is live, and clear what an earlier failed run left behind.
  const live = await rawIndex(client, indexUid);
  const previousDocuments = live ? (await client.index(indexUid).getStats()).numberOfDocuments : 0;
  const deletedLeftovers = (await allIndexUids(client)).filter((uid) => isStagingIndexOf(indexUid, uid));
  for (const uid of deletedLeftovers) {
    log(`Deleting ${uid}, left by an earlier run`);
    await settle(`Deleting leftover index ${uid}`, client.deleteIndex(uid));
  }
  await settle(`Creating ${stagingUid}`, client.createIndex(stagingUid, { primaryKey }));
  const prepare = lap();

  // 2. Settings before documents: documents are then indexed once, with the final settings.
  const staging = client.index(stagingUid);
  await settle(`Applying settings to ${stagingUid}`, staging.updateSettings(settings));
  const settingsMs = lap();

  // 3. Documents: enqueue every batch, one request at a time (Meilisearch merges consecutive
  // additions into one indexing run), then wait for each task.
  const enqueued: EnqueuedTask[] = [];
  for (const chunk of chunks) enqueued.push(await staging.addDocuments(chunk, { primaryKey }));
  for (const [i, task] of enqueued.entries()) {
    await settle(
      `Adding documents ${i * batchSize + 1}–${i * batchSize + chunks[i]!.length} to ${stagingUid}`,
      task,
    );
    log(`Batch ${i + 1}/${chunks.length} indexed`);
  }
  const documentsMs = lap();

  // 4. Verify before anyone can see it.
  const { numberOfDocuments } = await staging.getStats();
  if (numberOfDocuments !== docs.length) {
    throw new Error(
      `${stagingUid} holds ${numberOfDocuments} documents, expected ${docs.length}: not swapped; ${indexUid} is unchanged.`,
    );
  }
  const verify = lap();

  // 5. The atomic swap. A swap needs both indexes to exist.
  if (!live)
    await settle(`Creating the empty live index ${indexUid}`, client.createIndex(indexUid, { primaryKey }));
  await settle(
    `Swapping ${stagingUid} with ${indexUid}`,
    client.swapIndexes([{ indexes: [indexUid, stagingUid], rename: false }]),
  );
  swapped = true;
  const swap = lap();
  log(`${indexUid} now serves ${numberOfDocuments} documents`);

  // 6. The staging name now holds the previous documents.
  await settle(`Deleting the previous documents (${stagingUid})`, client.deleteIndex(stagingUid));
  const cleanup = lap();

  return {
    indexUid,
    stagingUid,
    documents: numberOfDocuments,
    batches: chunks.length,
    tasks,
    previousDocuments,
    createdLiveIndex: !live,
    deletedLeftovers,
    timingsMs: {
      prepare,
      settings: settingsMs,
      documents: documentsMs,
      verify,
      swap,
      cleanup,
      total: Math.round(performance.now() - started),
    },
  };
}

async function rawIndex(client: Meilisearch, uid: string): Promise<{ uid: string } | undefined> {
  try {
    return await client.getRawIndex(uid);
  } catch (error) {
    if (error instanceof MeilisearchApiError && error.cause?.code === 'index_not_found') return undefined;
    throw error;
  }
}

async function allIndexUids(client: Meilisearch): Promise<string[]> {
  const uids: string[] = [];
  const limit = 100;
  for (let offset = 0; ; offset += limit) {
    const page = await client.getRawIndexes({ offset, limit });
    uids.push(...page.results.map((index) => index.uid));
    if (page.results.length < limit || uids.length >= page.total) return uids;
  }
}
