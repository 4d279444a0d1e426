/**
 * A build artefact cached in .cache/<folder>/<name>.<key>.json: read when present and valid,
 * else computed and written atomically (temporary name, then rename), as tenant builds run in
 * parallel processes. A damaged file is computed again.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function cachedJsonText(
  root: string,
  folder: string,
  name: string,
  key: string,
  compute: () => string,
  /** Throws when a cached text is not usable. */
  check: (text: string) => void = (text) => JSON.parse(text),
): string {
  const cacheDir = join(root, '.cache', folder);
  const file = join(cacheDir, `${name}.${key}.json`);
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    try {
      check(text);
      return text;
    } catch {
      // Computed again below.
    }
  }
  const text = compute();
  mkdirSync(cacheDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return text;
}
