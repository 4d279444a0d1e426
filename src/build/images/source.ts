/**
 * Reading a feed photo for the build's image pipeline: a site path under /media/ from the
 * platform's public folder or the local media folder, or an http(s) URL fetched with a time
 * limit and a size limit. Every refusal is a plain sentence for the build report.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A photo larger than this is refused, not decoded (a 40 MB TIFF is no web photo). */
export const MAX_SOURCE_BYTES = 30 * 1024 * 1024;
/** How long one photo may take to arrive. */
export const FETCH_TIMEOUT_MS = 15_000;

export class SourceProblem extends Error {}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Where a site path's file is on this machine, or undefined. */
export function localFile(root: string, mediaDir: string, path: string): string | undefined {
  if (!path.startsWith('/media/') || path.includes('..')) return undefined;
  const clean = path.split(/[?#]/)[0]!;
  return [join(root, 'public', clean), join(root, mediaDir, clean.slice('/media/'.length))].find((file) =>
    existsSync(file),
  );
}

/** A local file's identity for the cache: it changed when its size or time changed. */
export function fileStamp(file: string): string {
  const stat = statSync(file);
  return `${stat.size}:${Math.round(stat.mtimeMs)}`;
}

export function readLocal(file: string): Buffer {
  const { size } = statSync(file);
  if (size > MAX_SOURCE_BYTES)
    throw new SourceProblem(`too large (${mb(size)}; at most ${mb(MAX_SOURCE_BYTES)})`);
  return readFileSync(file);
}

/** Downloads a photo: 200 only, within the size limit (checked as it arrives) and the time limit. */
export async function fetchSource(url: string, fetcher: typeof fetch = fetch): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetcher(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new SourceProblem(
      `${reason} (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error})`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SourceProblem(`answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_SOURCE_BYTES) {
    await response.body?.cancel();
    throw new SourceProblem(`too large (${mb(declared)}; at most ${mb(MAX_SOURCE_BYTES)})`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.length;
    if (total > MAX_SOURCE_BYTES) throw new SourceProblem(`too large (over ${mb(MAX_SOURCE_BYTES)})`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
