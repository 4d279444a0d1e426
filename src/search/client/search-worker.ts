/**
 * The embedded engine in a Web Worker: downloading, decoding and indexing thousands of cars
 * (and every query) stays off the main thread, so scrolling and typing never stutter.
 * Messages: { id, type: 'init', url } (the index, or the pointer naming it) then
 * { id, type: 'multiSearch' | 'facetSearch', ... }.
 */
import { type CompactIndex, decodeDocuments } from '../compact.ts';
import { createSearchEngine, type SearchEngine } from '../engine/engine.ts';

let engine: Promise<SearchEngine> | undefined;

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
  return createSearchEngine(decodeDocuments(body as CompactIndex));
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
        ? ready.multiSearch(event.data.request)
        : ready.facetSearch(event.data.indexUid, event.data.request);
    postMessage({ id, ok: true, result });
  } catch (error) {
    postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
