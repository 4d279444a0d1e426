// Bundled by the search benchmark for Chromium: loads the compact index, builds the engine
// and times the same requests the Node run uses, then leaves the figures on window.
import { decodeDocuments } from '../../src/search/compact.ts';
import { createSearchEngine } from '../../src/search/engine/engine.ts';
import type { MultiSearchRequest } from '../../src/search/engine/meilisearch-types.ts';

declare global {
  interface Window {
    __bench?: { build: number; decode: number; times: number[]; error?: string };
  }
}

(async () => {
  try {
    const t0 = performance.now();
    const compact = await (await fetch('/index.json')).json();
    const docs = decodeDocuments(compact);
    const t1 = performance.now();
    const engine = createSearchEngine(docs);
    const t2 = performance.now();
    const requests = (await (await fetch('/requests.json')).json()) as MultiSearchRequest[];
    for (const request of requests.slice(0, 20)) engine.multiSearch(request); // warm up
    const times: number[] = [];
    for (const request of requests) {
      const start = performance.now();
      engine.multiSearch(request);
      times.push(performance.now() - start);
    }
    window.__bench = { decode: t1 - t0, build: t2 - t1, times };
  } catch (error) {
    window.__bench = { build: 0, decode: 0, times: [], error: String(error) };
  }
})();
