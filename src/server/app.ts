/**
 * The one server process: serves every built tenant from dist/ by Host header (and, as
 * the API lands, /api on the same origin). Locally each site is at
 * http://<slug>.localhost:<port>/; in production the same process sits behind a CDN.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { type BuiltSite, resolveSite, siteRegistry } from './sites.ts';
import { tenantIndexPage } from './tenant-index.ts';
import type { Readiness } from './readiness.ts';
import { redirectLocation } from '../build/car-redirects.ts';
import { redirectFor } from './redirects.ts';
import { sitePolicy } from './site-headers.ts';
import { createApi } from '../api/app.ts';
import type { ApiDeps } from '../api/context.ts';

export interface AppOptions {
  distDir: string;
  /** The API's dependencies; without them only the static sites are served. */
  api?: Omit<ApiDeps, 'sites'> | undefined;
  /**
   * The list of every built site at a host name no site answers to: a local preview's
   * convenience (`npm start`), never on by default, since it tells anyone every dealer's
   * address and slug.
   */
  siteIndex?: boolean | undefined;
  /** Readiness for /api/ready (src/server/readiness.ts); without it the route answers 404. */
  readiness?: (() => Promise<Readiness>) | undefined;
}

type Env = { Variables: { site: BuiltSite } };

export function createApp({ distDir, api, siteIndex = false, readiness }: AppOptions): Hono<Env> {
  const sites = siteRegistry(distDir);
  const staticBySite = new Map<string, MiddlewareHandler>();
  const app = new Hono<Env>();

  app.use(secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));
  app.use(compress());

  // Liveness of this process, for this host's site only: another dealer's sites are not its business.
  app.get('/api/health', (c) => {
    const site = resolveSite(sites(), c.req.header('host'));
    return c.json(site ? { status: 'ok', site: site.slug } : { status: 'ok' });
  });

  // Readiness, for a load balancer: 503 with the failing checks while this process should not
  // get traffic. It names no tenant, so it answers on any host name.
  if (readiness)
    app.get('/api/ready', async (c) => {
      const result = await readiness();
      return result.ready
        ? c.json({ status: 'ready', checks: result.checks })
        : c.json({ status: 'not ready', checks: result.checks }, 503, { 'Retry-After': '30' });
    });

  app.use('*', async (c, next) => {
    const site = resolveSite(sites(), c.req.header('host'));
    if (!site) {
      if (siteIndex && (c.req.path === '/' || c.req.path === '/index.html'))
        return c.html(tenantIndexPage(sites(), c.req.header('host')));
      // The API answers JSON (API-01); a page request a plain 404. Neither names any site.
      if (c.req.path === '/api' || c.req.path.startsWith('/api/'))
        return c.json({ message: 'No dealer site for this host name' }, 404);
      return c.text('Not found', 404);
    }
    c.set('site', site);
    await next();
    // The site's Content-Security-Policy (its build's _headers) on its pages and files.
    const policy = sitePolicy(site.dir);
    if (policy && !c.req.path.startsWith('/api/')) c.res.headers.set('Content-Security-Policy', policy);
  });

  if (api) app.route('/api', createApi({ ...api, sites }) as unknown as Hono<Env>);

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const site = c.get('site');
    let handler = staticBySite.get(site.slug);
    if (!handler) {
      handler = serveStatic({
        root: site.dir,
        onFound: (path, ctx) => {
          // Astro's bundles and our content-hashed files (search index, postcodes, icons) never
          // change under the same name; everything else is revalidated.
          const immutable =
            path.includes(`${join(site.dir, '_astro')}`) || /\.[0-9a-f]{10}\.(json|svg)$/.test(path);
          ctx.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
          );
          // Hono's type list has no .tsv (the Google vehicle ads feed).
          if (path.endsWith('.tsv')) ctx.header('Content-Type', 'text/tab-separated-values; charset=utf-8');
        },
      });
      staticBySite.set(site.slug, handler);
    }
    return handler(c, next);
  });

  app.notFound((c) => {
    const site = c.get('site') as BuiltSite | undefined;
    const isApi = c.req.path === '/api' || c.req.path.startsWith('/api/');
    if (site && !isApi && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const target = redirectFor(site.dir, c.req.path);
      if (target) return c.redirect(redirectLocation(target, new URL(c.req.url).search), 301);
      const page = join(site.dir, '404.html');
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(createReadStream(page) as unknown as ReadableStream, 404);
    }
    return c.json({ message: 'Not found' }, 404);
  });

  app.onError((error, c) => {
    console.error(error);
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  return app;
}
