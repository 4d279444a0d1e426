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

/** The request body as JSON, or a 400/415 with a clear message. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json'))
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  const text = await c.req.text();
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
