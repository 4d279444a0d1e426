/**
 * Which tenant a page is being rendered for. One Astro build renders several tenants
 * (src/build/tenant-batch.ts): each page renders inside `renderForTenant(dataFile, …)`, and
 * everything that reads the site data (src/lib/site-data.ts) asks `currentTenantDataFile()`.
 * Outside a batch (the dev preview, a single-tenant build) it is TENANT_DATA_FILE.
 *
 * The build script and Astro's prerender bundle each load their own copy of this module,
 * so the context and the loaded-site cache live on globalThis under registered symbols:
 * both copies share them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const CONTEXT = Symbol.for('dealer-sites.tenant-context');
const LOADED = Symbol.for('dealer-sites.loaded-sites');

type Shared = {
  [CONTEXT]?: AsyncLocalStorage<string>;
  [LOADED]?: Map<string, unknown>;
};
const shared = globalThis as typeof globalThis & Shared;

function context(): AsyncLocalStorage<string> {
  shared[CONTEXT] ??= new AsyncLocalStorage<string>();
  return shared[CONTEXT];
}

/** Runs `render` (and everything it awaits) as a page of the tenant whose data is in `dataFile`. */
export function renderForTenant<T>(dataFile: string, render: () => T): T {
  return context().run(dataFile, render);
}

/** The data file of the tenant being rendered. */
export function currentTenantDataFile(): string | undefined {
  return renderingDataFile() ?? process.env['TENANT_DATA_FILE'];
}

/** The data file `renderForTenant` named, if the caller runs inside it. */
export function renderingDataFile(): string | undefined {
  return context().getStore();
}

/** Loaded site data by data file (src/lib/site-data.ts keeps its parse and search state here). */
export function loadedSites<T>(): Map<string, T> {
  shared[LOADED] ??= new Map<string, unknown>();
  return shared[LOADED] as Map<string, T>;
}

/** Drops a tenant's loaded data once its pages are written, so a batch holds one or two at a time. */
export function forgetTenant(dataFile: string): void {
  loadedSites().delete(dataFile);
}
