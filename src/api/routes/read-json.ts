import type { Context } from 'hono';
import { HttpError } from '../errors.ts';

/** The request body as JSON, or a 400/415 with a clear message. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json'))
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}
