import type { Context } from 'hono';
import { HttpError } from '../errors.ts';

/**
 * How deep a request body may nest, checked as it is read, before any route validates or
 * serialises it: no form or API body here is deeper than a few levels, and a body thousands
 * of levels deep would otherwise reach a recursive function (JSON.stringify, a schema) and
 * answer 500 with a stack overflow.
 */
export const MAX_BODY_DEPTH = 20;

/** The nesting depth of a parsed JSON value (a scalar is 0), without recursion; stops past `limit`. */
export function jsonDepth(value: unknown, limit = MAX_BODY_DEPTH): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    const inner = depth + 1;
    if (inner > deepest) deepest = inner;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, inner]);
  }
  return deepest;
}

export const BODY_CUT_OFF = 'The request body was cut off before it ended.';

/**
 * The request body as text; a client that goes away mid-body gets a 400 (nobody reads it), not
 * the 503 its ECONNRESET would otherwise pass for: a dropped upload is not a storage fault.
 */
export async function readBodyText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch (error) {
    if (c.req.raw.signal.aborted || (error as { code?: unknown }).code === 'ECONNRESET')
      throw new HttpError(400, BODY_CUT_OFF);
    throw error;
  }
}

/** The request body as JSON, or a 400/415 with a clear message. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json'))
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  const text = await readBodyText(c);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (jsonDepth(body) > MAX_BODY_DEPTH)
    throw new HttpError(400, `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`);
  return body;
}
