// Folders of small text files for the build's file-moving tests: written from a record of
// path → text, and read back as one.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export function writeTree(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/** Every file under `root` by its path relative to it (`/` between folders), sorted. */
export function readTree(root: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [relative(root, file).split('\\').join('/'), readFileSync(file, 'utf8')];
      })
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}
