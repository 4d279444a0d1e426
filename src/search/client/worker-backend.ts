/**
 * The main thread's handle on the search worker: the same interface as the engine, with
 * every call answered asynchronously. The index is fetched once, when the first search runs.
 */
import type { SearchBackend } from '../engine/http-client.ts';

export function workerBackend(indexUrl: string): SearchBackend {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let ready: Promise<unknown> | undefined;

  function call<T>(message: Record<string, unknown>): Promise<T> {
    if (!worker) {
      worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'search' });
      worker.onmessage = (event: MessageEvent) => {
        const { id, ok, result, error } = event.data as {
          id: number;
          ok: boolean;
          result: unknown;
          error: string;
        };
        const entry = pending.get(id);
        pending.delete(id);
        if (ok) entry?.resolve(result as never);
        else entry?.reject(new Error(error));
      };
      worker.onerror = (event) => {
        for (const entry of pending.values())
          entry.reject(new Error(event.message || 'The search engine stopped.'));
        pending.clear();
      };
    }
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      worker!.postMessage({ id, ...message });
    });
  }

  const start = () => {
    ready ??= call({ type: 'init', url: indexUrl }).catch((error: Error) => {
      ready = undefined; // try again on the next search
      throw error;
    });
    return ready;
  };

  return {
    async multiSearch(request) {
      await start();
      return call({ type: 'multiSearch', request });
    },
    async facetSearch(indexUid, request) {
      await start();
      return call({ type: 'facetSearch', indexUid, request });
    },
  };
}
