/**
 * The embedded engine in a Web Worker: downloading, decoding and indexing thousands of cars
 * (and every query) stays off the main thread, so scrolling and typing never stutter.
 * Messages: { id, type: 'init', url } (the index, or the pointer naming it) then
 * { id, type: 'multiSearch' | 'facetSearch', ... }.
 */
import { type CompactIndex, decodeDocuments } from '../compact.ts';
import { createSearchEngine, type SearchEngine } from '../engine/engine.ts';
import type { MultiSearchRequest } from '../engine/meilisearch-types.ts';
import { asksForVin, type VinLookup, vinIndex, withVinsResolved } from '../vin-lookup.ts';

let engine: Promise<SearchEngine> | undefined;
/** The index's VIN lookup file, if it has one; fetched on the first VIN query. */
let vinsUrl: string | undefined;
let vins: Promise<Map<string, string>> | undefined;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (${response.status}).`);
  return response.json();
}

async function load(url: string): Promise<SearchEngine> {
  let body = await fetchJson(url);
  // The pointer file names the current content-hashed index (search/index-file.ts).
  const pointer = body as { index?: unknown };
  if (typeof pointer.index === 'string') body = await fetchJson(pointer.index);
  const index = body as CompactIndex;
  vinsUrl = typeof index.vins === 'string' ? index.vins : undefined;
  return createSearchEngine(decodeDocuments(index));
}

/** The request with VIN queries turned into their car (SRCH-31), loading the lookup once. */
async function resolveVins(request: MultiSearchRequest): Promise<MultiSearchRequest> {
  if (!vinsUrl || !asksForVin(request)) return request;
  vins ??= fetchJson(vinsUrl).then((lookup) => vinIndex(lookup as VinLookup));
  vins.catch(() => {
    vins = undefined; // a later VIN query tries again
  });
  return withVinsResolved(request, await vins);
}

self.onmessage = async (event: MessageEvent) => {
  const { id, type } = event.data as { id: number; type: string };
  try {
    if (type === 'init') {
      engine ??= load((event.data as { url: string }).url);
      await engine;
      postMessage({ id, ok: true, result: null });
      return;
    }
    if (!engine) throw new Error('The search engine was not started.');
    const ready = await engine;
    const result =
      type === 'multiSearch'
        ? ready.multiSearch(await resolveVins(event.data.request))
        : ready.facetSearch(event.data.indexUid, event.data.request);
    postMessage({ id, ok: true, result });
  } catch (error) {
    postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
