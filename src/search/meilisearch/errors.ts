/**
 * One-line explanations of what went wrong talking to Meilisearch, for operators running
 * the indexer: the client's own errors say "fetch failed" or echo the server's JSON.
 */
import { MeilisearchApiError, MeilisearchRequestError, MeilisearchTaskTimeOutError } from 'meilisearch';
import { MeilisearchTaskError } from './indexer.ts';

export function explainMeilisearchError(error: unknown, host: string): string {
  if (error instanceof MeilisearchApiError) {
    const status = error.response.status;
    const code = error.cause?.code ? ` ${error.cause.code}` : '';
    if (status === 401)
      return `Meilisearch at ${host} wants a key (401${code}): pass an admin key with --key or MEILI_ADMIN_KEY.`;
    if (status === 403) {
      return `Meilisearch at ${host} refused the key (403${code}): it is wrong, expired, or lacks the rights to create, update, swap and delete indexes; use an admin key.`;
    }
    return `Meilisearch at ${host} answered ${status}${code}: ${error.cause?.message ?? error.message}`;
  }
  if (error instanceof MeilisearchRequestError) {
    const cause = error.cause as
      | { message?: string; cause?: { code?: string; message?: string } }
      | undefined;
    const reason = cause?.cause?.code ?? cause?.cause?.message ?? cause?.message ?? error.message;
    return `Cannot reach Meilisearch at ${host} (${reason}): is it running, and are --host / MEILI_URL right?`;
  }
  if (error instanceof MeilisearchTaskTimeOutError) {
    return `Meilisearch task ${error.cause.taskUid} did not finish within ${error.cause.timeout} ms; it may still be running (GET ${host}/tasks/${error.cause.taskUid}).`;
  }
  if (error instanceof MeilisearchTaskError) {
    return `${error.message}. ${error.afterSwap ? 'The new documents are live; only the cleanup failed (the next run deletes the leftover).' : 'The live index is unchanged.'}`;
  }
  return error instanceof Error ? error.message : String(error);
}
