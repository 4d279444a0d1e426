/**
 * The image cache's sets (src/build/images): each is written into a staging folder and renamed
 * into place whole, with a `.complete` marker, so a set that is there is complete and a crash
 * leaves none half-written. Several build processes share the cache: when two make the same
 * set, the first one placed stands.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The marker a finished set carries. */
export const COMPLETE = '.complete';

export function isCompleteSet(dir: string): boolean {
  return existsSync(join(dir, COMPLETE));
}

/** Renames a finished staging folder into place; another process's finished set wins. */
export function placeSet(staging: string, target: string): void {
  try {
    renameSync(staging, target);
  } catch (error) {
    if (!isCompleteSet(target)) throw error;
    rmSync(staging, { recursive: true, force: true });
  }
}
