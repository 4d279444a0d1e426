/**
 * Several tenants from one Astro build (BLD-10). Astro's fixed cost (starting, bundling the
 * pages and islands with Vite) is the same for every tenant, because the bundle reads the
 * tenant's data at render time (src/lib/site-data.ts). So a build process bundles once and
 * renders each tenant of its batch from that bundle: this prerenderer wraps Astro's own,
 *
 * - asking each tenant's routes for their paths inside that tenant's context
 *   (src/lib/tenant-context.ts) and writing them under `/<slug>/` of the output folder;
 * - rendering each page inside its tenant's context, from the path without the prefix;
 * - keeping Astro's route cache (the getStaticPaths answers and props) per tenant;
 * - failing a tenant alone: its paths or pages that throw mark it failed and write nothing,
 *   and the other tenants of the batch build on.
 *
 * The build script (scripts/build-tenant.ts) announces the batch on globalThis before it
 * starts Astro, and reads the outcome from there afterwards: the integration that installs
 * this prerenderer is loaded by Astro's config loader, a different module instance.
 */
import type { AstroPrerenderer } from 'astro';
import { AsyncLocalStorage } from 'node:async_hooks';
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { forgetTenant, renderForTenant, renderingDataFile } from '../lib/tenant-context.ts';
import { keepBundle, restoreBundleStyles } from './bundle-cache.ts';
import { livePageExists } from './page-reuse.ts';
import { PAGE_HTML_HOOK } from './page-html-handoff.ts';
import { pageInPart, parsePagePart } from './page-parts.ts';
import { EXTERNAL_SCRIPT_PREFIX } from './external-scripts.ts';
import { finishPage, scriptWriter } from './page-output.ts';
import { inlinePageWriter, type PageWriter, startPageWriter } from './page-writer.ts';

export interface BatchTenant {
  slug: string;
  /** The tenant's prepared data (src/build/site-data.ts). */
  dataFile: string;
  /** The live site and its pages' keys: a page whose key is unchanged is kept from it (src/build/page-reuse.ts). */
  live?: { dir: string; keys: ReadonlyMap<string, string> } | undefined;
}

export interface TenantBatch {
  tenants: BatchTenant[];
  /** The build's output folder; each tenant's pages go under `<slug>/`. */
  outDir: string;
  /** Each tenant's page keys in this build (its new site's), by path. */
  keys: Map<string, Map<string, string>>;
  /** The pages each tenant kept from its live site (not rendered: their keys are unchanged), by path. */
  kept: Map<string, Set<string>>;
  /** Why a tenant failed, by slug: its pages are incomplete and must not be published. */
  failures: Map<string, string>;
  /** When each tenant's first page started and its last one ended (performance.now()). */
  renderTimes: Map<string, { start: number; end: number }>;
  /** The inline scripts of each tenant's rendered pages, as CSP hashes (src/build/csp.ts). */
  scriptHashes: Map<string, Set<string>>;
  /** Settles when the tenants' data files are written (a part started early waits for it). */
  dataReady: Promise<void> | undefined;
  /** Pages are finished and written on a second thread (src/build/page-writer.ts): a core is spare. */
  writerThread: boolean;
}

const BATCH = Symbol.for('dealer-sites.tenant-batch');
const shared = globalThis as typeof globalThis & { [BATCH]?: TenantBatch };

/** Announces the tenants the next Astro build in this process renders. */
export function startTenantBatch(
  tenants: BatchTenant[],
  outDir: string,
  options: { dataReady?: Promise<void> | undefined; writerThread?: boolean } = {},
): TenantBatch {
  const batch: TenantBatch = {
    dataReady: options.dataReady,
    writerThread: options.writerThread ?? false,
    tenants,
    outDir,
    keys: new Map(tenants.map((tenant) => [tenant.slug, new Map()])),
    kept: new Map(tenants.map((tenant) => [tenant.slug, new Set<string>()])),
    failures: new Map(),
    renderTimes: new Map(),
    scriptHashes: new Map(),
  };
  shared[BATCH] = batch;
  return batch;
}

/** The batch announced in this process, if any (the dev preview has none). */
export function currentTenantBatch(): TenantBatch | undefined {
  return shared[BATCH];
}

interface RouteCache {
  cache: Record<string, unknown>;
  key(route: unknown): string;
}

/**
 * The text of the page being rendered, handed over by Astro's renderPage before it would encode
 * it (src/build/page-html-handoff.ts). Pages render concurrently: each render has its own holder.
 */
const RENDERING_PAGE = Symbol.for('dealer-sites.rendering-page');
const pageShared = globalThis as typeof globalThis & {
  [PAGE_HTML_HOOK]?: (html: string) => boolean;
  // One store for every copy of this module (the build script's and Astro's config loader's),
  // as the hook is one: whichever copy installed it last reads the store the renders run in.
  [RENDERING_PAGE]?: AsyncLocalStorage<{ html?: string }>;
};
pageShared[RENDERING_PAGE] ??= new AsyncLocalStorage<{ html?: string }>();
const renderingPage = pageShared[RENDERING_PAGE];
pageShared[PAGE_HTML_HOOK] = (html) => {
  const holder = renderingPage.getStore();
  if (!holder) return false;
  holder.html = html;
  return true;
};

type PrerenderResult = Awaited<ReturnType<AstroPrerenderer['render']>>;

/** Astro's render result with another response in it (the same status and headers, another body). */
function withResponse(result: PrerenderResult, response: Response): PrerenderResult {
  return result instanceof Response ? response : { ...result, response };
}

function message(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export function tenantBatchPrerenderer(batch: TenantBatch) {
  return (astro: AstroPrerenderer): AstroPrerenderer => {
    const bySlug = new Map(batch.tenants.map((tenant, index) => [tenant.slug, { ...tenant, index }]));
    let routeCache: RouteCache | undefined;
    let rendering = -1;

    /** Drops the data and route answers of tenants before the one before `index`. */
    function forgetBefore(index: number): void {
      for (const tenant of batch.tenants.slice(0, Math.max(0, index - 1))) {
        forgetTenant(tenant.dataFile);
        if (routeCache)
          for (const key of Object.keys(routeCache.cache))
            if (key.startsWith(`${tenant.dataFile}\0`)) delete routeCache.cache[key];
      }
    }

    const scriptsDir = join(batch.outDir, '_astro');
    // Astro's runtime scripts in the build's _astro/, by name (external-scripts.ts).
    const written = new Set<string>();
    const writeScript = scriptWriter(batch.outDir, written);
    let writer: PageWriter | undefined;

    return {
      name: 'dealer-sites:tenant-batch',
      async setup() {
        await astro.setup?.();
        // The bundle this build rendered from: kept for the next build of the same code, or,
        // reused from the last, given the pages' styles (src/build/bundle-cache.ts).
        const options = (
          astro as { app?: { getOptions?: () => { allPages?: unknown } } }
        ).app?.getOptions?.();
        if (!options?.allPages)
          throw new Error(
            "Astro's prerenderer no longer exposes its build options (app.getOptions().allPages); src/build/tenant-batch.ts needs updating for this Astro version",
          );
        const allPages = options.allPages as Parameters<typeof keepBundle>[0];
        restoreBundleStyles(allPages);
        keepBundle(allPages);
        // Pages kept from a live site point at its runtime files: they stay in the new site.
        for (const tenant of batch.tenants) {
          const live = tenant.live && join(tenant.live.dir, '_astro');
          if (!live || !existsSync(live)) continue;
          for (const name of readdirSync(live))
            if (name.startsWith(EXTERNAL_SCRIPT_PREFIX) && !written.has(name)) {
              mkdirSync(scriptsDir, { recursive: true });
              copyFileSync(join(live, name), join(scriptsDir, name));
              written.add(name);
            }
        }
        // Astro caches each route's getStaticPaths answer by route; key it by tenant as well.
        const app = (astro as { app?: { routeCache?: RouteCache } }).app;
        routeCache = app?.routeCache;
        if (!routeCache || typeof routeCache.key !== 'function')
          throw new Error(
            "Astro's prerenderer no longer exposes its route cache (app.routeCache); src/build/tenant-batch.ts needs updating for this Astro version",
          );
        const byRoute = routeCache.key.bind(routeCache);
        routeCache.key = (route) => `${renderingDataFile() ?? ''}\0${byRoute(route)}`;
      },
      async getStaticPaths() {
        const all: Awaited<ReturnType<AstroPrerenderer['getStaticPaths']>> = [];
        // A part of a split build renders its share of the pages (src/build/page-parts.ts);
        // the car and landing routes already left out the others' (their keys cost work).
        const part = parsePagePart(process.env['PAGE_PART']);
        // Astro started while the data was prepared: the pages read it now.
        await batch.dataReady;
        for (const tenant of batch.tenants) {
          try {
            const paths = await renderForTenant(tenant.dataFile, () => astro.getStaticPaths());
            const keys = batch.keys.get(tenant.slug)!;
            for (const { cacheKey, ...path } of paths) {
              if (!pageInPart(path.pathname, part)) continue;
              // The keys are this prerenderer's (page reuse from the live site), not Astro's.
              if (cacheKey !== undefined && path.route.type === 'page') {
                keys.set(path.pathname, cacheKey);
                // Unchanged since the live site, which keeps its file: Astro never sees it
                // (src/build/update-in-place.ts publishes the build around it).
                if (
                  tenant.live?.keys.get(path.pathname) === cacheKey &&
                  livePageExists(tenant.live.dir, path.pathname)
                ) {
                  batch.kept.get(tenant.slug)!.add(path.pathname);
                  continue;
                }
              }
              all.push({ ...path, pathname: `/${tenant.slug}${path.pathname}` });
            }
          } catch (error) {
            batch.failures.set(tenant.slug, message(error));
          }
        }
        return all;
      },
      async render(request, options) {
        const url = new URL(request.url);
        const slug = url.pathname.split('/')[1] ?? '';
        const tenant = bySlug.get(slug);
        if (!tenant) throw new Error(`${url.pathname} is no page of this build's tenants`);
        if (batch.failures.has(slug)) return new Response(null);
        if (tenant.index > rendering) {
          rendering = tenant.index;
          forgetBefore(tenant.index);
        }
        url.pathname = url.pathname.slice(slug.length + 1) || '/';
        const start = performance.now();
        const pathname = decodeURI(url.pathname).replace(/\/$/, '') || '/';
        try {
          const rendered: { html?: string } = {};
          const result = await renderForTenant(tenant.dataFile, () =>
            renderingPage.run(rendered, () => astro.render(new Request(url), options)),
          );
          const response = result instanceof Response ? result : result.response;
          const handed = rendered.html;
          // Async work the render started can outlive it and keep its holder: not the page too.
          rendered.html = undefined;
          if (!response.headers.get('content-type')?.includes('text/html')) {
            if (handed === undefined) return result;
            // A page that set its own type: its text back as its body, not lost with the bytes.
            return withResponse(result, new Response(handed, response));
          }
          // The page as the site serves it (src/build/page-output.ts), its inline scripts'
          // hashes into the site's Content-Security-Policy.
          const text = handed ?? (await response.text());
          const hashes = batch.scriptHashes.get(slug) ?? new Set<string>();
          batch.scriptHashes.set(slug, hashes);
          // Written here, from the text: a response body would be encoded, copied by the
          // Response and copied again by Astro before it wrote it. With no body Astro writes nothing.
          // (A redirect's file is Astro's own page, whatever the body.)
          if (options.routeData.type === 'page' && (response.status < 300 || response.status >= 400)) {
            const siteDir = join(batch.outDir, slug);
            // A writer thread starts with the first page rendered (a build that keeps every page needs none).
            writer ??= batch.writerThread
              ? startPageWriter(batch.outDir, written)
              : inlinePageWriter(writeScript);
            for (const hash of await writer.write(siteDir, pathname, text)) hashes.add(hash);
            return withResponse(result, new Response(null, response));
          }
          const page = finishPage(text, writeScript);
          for (const hash of page.scriptHashes) hashes.add(hash);
          return withResponse(result, new Response(Buffer.from(page.html), response));
        } catch (error) {
          batch.failures.set(slug, `rendering ${url.pathname} failed: ${message(error)}`);
          return new Response(null);
        } finally {
          const times = batch.renderTimes.get(slug);
          if (times) times.end = performance.now();
          else batch.renderTimes.set(slug, { start, end: performance.now() });
        }
      },
      async teardown() {
        await writer?.close();
        forgetBefore(batch.tenants.length + 1);
        await astro.teardown?.();
      },
    };
  };
}
