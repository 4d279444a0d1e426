/**
 * A build artefact cached in .cache/<folder>/<name>.<key>.json: read when present and valid,
 * else computed and written atomically (temporary name, then rename), as tenant builds run in
 * parallel processes. A damaged file is computed again.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Writes beside the file and renames, so a reader (another build process) never sees half a file. */
export function writeAtomically(file: string, contents: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * A build's own record read back (a report, page keys, recorded searches): undefined when it is
 * missing or cannot be parsed (a build killed while writing it, a cache restored half-way), and
 * the caller then does without it.
 */
export function readRecord<T>(file: string | undefined, parse: (bytes: Buffer) => T): T | undefined {
  if (!file || !existsSync(file)) return undefined;
  try {
    return parse(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** readRecord for a JSON file. */
export function readJsonRecord<T>(file: string | undefined): T | undefined {
  return readRecord(file, (bytes) => JSON.parse(bytes.toString('utf8')) as T);
}

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
  writeAtomically(file, text);
  return text;
}
