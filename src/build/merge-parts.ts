/**
 * Moves the files of parts 2…n of a split build into part 1's folder (src/build/page-parts.ts).
 * Pages every part renders (home, landing, dealer pages) and the shared assets come out the
 * same in each (the build is deterministic), so part 1's copy is kept; a car page exists in
 * exactly one part.
 */
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export function mergeParts(into: string, parts: readonly string[]): { moved: number } {
  let moved = 0;
  for (const part of parts) {
    for (const entry of readdirSync(part, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const from = join(entry.parentPath, entry.name);
      const to = join(into, relative(part, from));
      if (existsSync(to)) continue;
      mkdirSync(dirname(to), { recursive: true });
      renameSync(from, to);
      moved++;
    }
  }
  return { moved };
}
