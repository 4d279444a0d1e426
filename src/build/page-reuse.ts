/**
 * How many pages a build took from the last one instead of rendering them (BLD-09), read
 * from Astro's incremental-build manifest before and after the build: a page is reused when
 * its route's code hash and its cache key are both unchanged (Astro's own rule).
 */
import { existsSync, readFileSync } from 'node:fs';

interface Manifest {
  configHash?: string;
  lockfileHash?: string;
  routes?: Record<string, { dependencyHash?: string; paths?: Record<string, { cacheKey?: string }> }>;
}

export function readManifest(file: string): Manifest | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** Reused pages; `under` counts only one tenant's pages of a batch build (`/<slug>/`). */
export function reusedPageCount(
  before: Manifest | undefined,
  after: Manifest | undefined,
  under = '/',
): number {
  if (!before || !after) return 0;
  if (before.configHash !== after.configHash || before.lockfileHash !== after.lockfileHash) return 0;
  let reused = 0;
  for (const [component, route] of Object.entries(after.routes ?? {})) {
    const earlier = before.routes?.[component];
    if (!earlier || earlier.dependencyHash !== route.dependencyHash) continue;
    for (const [path, entry] of Object.entries(route.paths ?? {}))
      if (
        path.startsWith(under) &&
        entry.cacheKey !== undefined &&
        earlier.paths?.[path]?.cacheKey === entry.cacheKey
      )
        reused++;
  }
  return reused;
}
