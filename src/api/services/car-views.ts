/**
 * View counts of vehicle pages (VDP-20), per tenant and car slug. One client address counts
 * once per car per 30 minutes: a bot reloading a page (or calling the API in a loop) cannot
 * inflate a count, while a returning shopper counts again later. The store decides, so every
 * API process on one database de-duplicates together; a bounded in-memory LRU map in front
 * spares the store a write for the repeat views this process has just counted. Entries only
 * exist for real cars of a tenant (the route checks the car first), so one client cannot
 * flood either with made-up slugs.
 */
import type { ViewStore } from '../store/types.ts';

export const VIEW_DEDUPE_MS = 30 * 60 * 1000;
export const VIEW_DEDUPE_CAPACITY = 100_000;

export interface CarViews {
  /** Counts a view of `slug` of `tenant` by `client` (unless counted lately) and returns the count. */
  record(tenant: string, slug: string, client: string, now: Date): Promise<number>;
}

/** A map that forgets its least recently used entry beyond `capacity`. */
export class LruMap<K, V> {
  readonly capacity: number;
  readonly #entries = new Map<K, V>();
  constructor(capacity: number) {
    this.capacity = capacity;
  }
  get size(): number {
    return this.#entries.size;
  }
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }
}

export function carViews(store: ViewStore, options: { windowMs?: number; capacity?: number } = {}): CarViews {
  const windowMs = options.windowMs ?? VIEW_DEDUPE_MS;
  const lastCounted = new LruMap<string, number>(options.capacity ?? VIEW_DEDUPE_CAPACITY);

  return {
    async record(tenant, slug, client, now) {
      const key = `${tenant}\u0000${slug}\u0000${client}`;
      const at = now.getTime();
      const last = lastCounted.get(key);
      if (last !== undefined && at - last >= 0 && at - last < windowMs) return store.count(tenant, slug);
      const { views, counted } = await store.record(tenant, slug, client, now, windowMs);
      // Only a view counted here starts this process's window; otherwise the store's window rules.
      if (counted) lastCounted.set(key, at);
      return views;
    },
  };
}
