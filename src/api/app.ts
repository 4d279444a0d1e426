/**
 * The small API, mounted at /api on every dealer site (same origin). Routes are thin: they
 * validate with valibot (parseBody) and call a service; services reach data only through the
 * store's interfaces. Errors are JSON { message } with the right
 * status and never a stack trace (API-01).
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ValiError } from 'valibot';
import type { ApiDeps, ApiEnv } from './context.ts';
import { HttpError } from './errors.ts';
import { FIX_ERRORS, fieldErrors } from './parse-body.ts';
import { registerRoutes } from './routes/index.ts';
import { isTenantOrigin } from './services/origins.ts';
import {
  isStorageUnavailable,
  STORAGE_RETRY_SECONDS,
  STORAGE_UNAVAILABLE_MESSAGE,
} from './store/unavailable.ts';

/** JSON bodies are small; image uploads have their own larger limit on their route. */
export const JSON_BODY_LIMIT = 64 * 1024;

export function createApi(deps: ApiDeps): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();

  api.use('*', async (c, next) => {
    const tenant = deps.tenantData(c.get('site').slug);
    if (!tenant) throw new HttpError(503, 'This site is not ready yet. Please try again shortly.');
    c.set('tenant', tenant);
    return next();
  });

  // CORS only for the tenant's own origins (SEC-05); same-origin calls need none.
  api.use('*', (c, next) => {
    const { slug } = c.get('site');
    const tenant = c.get('tenant');
    return cors({
      origin: (origin) => (isTenantOrigin(tenant, slug, origin) ? origin : null),
      credentials: true,
      maxAge: 600,
    })(c, next);
  });

  const streamedBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: tooLarge,
  });
  api.use('*', async (c, next) => {
    if (c.req.path.endsWith('/eval-expert/image-upload')) return next();
    // A declared length is checked from the header alone: touching the body here would make
    // the Node adapter build a web Request and stream for every call, where the route's own
    // read takes the body straight from the socket. Chunked bodies are counted as they stream.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number(length) > JSON_BODY_LIMIT ? tooLarge(c) : next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return streamedBodyLimit(c, next);
  });

  registerRoutes(api, deps);

  api.notFound((c) => c.json({ message: 'Not found' }, 404));
  api.onError((error, c) => apiError(error, c));
  return api;
}

/** The rest of an oversized body is not read, so the connection cannot be reused. */
function tooLarge(c: Context): Response {
  return c.json({ message: 'The request is too large.' }, 413, { Connection: 'close' });
}

/** Maps any error to a JSON answer; unexpected errors are logged and answered generically. */
export function apiError(
  error: unknown,
  c: { json: (body: unknown, status: ContentfulStatusCode, headers?: Record<string, string>) => Response },
): Response {
  if (error instanceof HttpError) {
    // A limit says when to come back, in the header clients and proxies read (SEC-03).
    const retry = error.details?.['retryAfterSeconds'];
    const headers = typeof retry === 'number' ? { 'Retry-After': String(retry) } : undefined;
    return c.json({ message: error.message, ...error.details }, error.status, headers);
  }
  // Routes validate with parseBody; a schema parsed elsewhere still answers the same 400.
  if (error instanceof ValiError)
    return c.json({ message: FIX_ERRORS, errors: fieldErrors(error.issues) }, 400);
  if (error instanceof HTTPException)
    return c.json({ message: error.message || 'Bad request' }, error.status as ContentfulStatusCode);
  // The database or disk cannot take writes: a 503 the client may retry, and a load balancer
  // reading /api/ready stops sending traffic here (issue 14).
  if (isStorageUnavailable(error)) {
    console.error('[api] storage unavailable:', error instanceof Error ? error.message : error);
    return c.json({ message: STORAGE_UNAVAILABLE_MESSAGE }, 503, {
      'Retry-After': String(STORAGE_RETRY_SECONDS),
    });
  }
  console.error('[api]', error);
  return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
}
