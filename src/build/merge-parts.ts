/**
 * Moves the files of parts 2…n of a split build into part 1's folder (src/build/page-parts.ts).
 * Each page is in exactly one part; the shared assets come out the same in each (the build is
 * deterministic), so part 1's copy is kept.
 *
 * A folder part 1 does not have moves whole, in one rename: a car's folder (its page, its
 * reserve page) is one rename, not a folder made and a file moved for each of its files; part
 * 1's folders are only entered where both parts have one (cars/, search/…). At 20,000 cars
 * that is 20,000 renames instead of 40,000 renames, 40,000 folder checks and 20,000 folders
 * left to delete.
 */
import { existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Moves what `from` has and `into` lacks; the number of files and folders moved. */
function mergeFolder(from: string, into: string, root: string): number {
  let moved = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(into, entry.name);
    if (!existsSync(target)) {
      renameSync(source, target);
      moved++;
    } else if (entry.isDirectory() !== statSync(target).isDirectory())
      throw new Error(`${relative(root, source)} is a file in one part and a folder in another`);
    else if (entry.isDirectory()) moved += mergeFolder(source, target, root);
  }
  return moved;
}

/** Merges `parts` into `into`; the number of files and folders moved. */
export function mergeParts(into: string, parts: readonly string[]): { moved: number } {
  let moved = 0;
  for (const part of parts) moved += mergeFolder(part, into, part);
  return { moved };
}
