/**
 * A large JSON file written a piece at a time. A 20,000-car tenant's prepared data is 100 MB
 * of JSON: as one string (two bytes a character once any name has an accent) it was the
 * build's peak memory, on top of the cars it was made from.
 */
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';

/** How much text is gathered before it is written. */
const PIECE_CHARS = 1 << 20;

/**
 * Writes `value` as the text JSON.stringify(value) gives, the items of its list `listKey`
 * each stringified on its own.
 */
export function writeJsonInPieces<T extends object>(file: string, value: T, listKey: keyof T & string): void {
  const fd = openSync(file, 'w');
  try {
    let pieces: string[] = [];
    let chars = 0;
    const flush = () => {
      const bytes = Buffer.from(pieces.join(''));
      // A write may take fewer bytes than it was given: the rest follows.
      for (let written = 0; written < bytes.length; )
        written += writeSync(fd, bytes, written, bytes.length - written);
      pieces = [];
      chars = 0;
    };
    const write = (text: string) => {
      pieces.push(text);
      chars += text.length;
      if (chars >= PIECE_CHARS) flush();
    };
    write('{');
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      const list = key === listKey && Array.isArray(item) ? (item as unknown[]) : undefined;
      // As JSON.stringify does: a property whose value has no JSON (undefined, a function) is left out.
      const text = list ? undefined : JSON.stringify(item);
      if (!list && text === undefined) continue;
      write(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      if (!list) {
        write(text!);
        continue;
      }
      write('[');
      for (const [index, entry] of list.entries())
        write(`${index === 0 ? '' : ','}${JSON.stringify(entry) ?? 'null'}`);
      write(']');
    }
    write('}');
    flush();
  } catch (error) {
    // No half file is left to be read as the tenant's data (a full disk, a value that throws).
    closeSync(fd);
    rmSync(file, { force: true });
    throw error;
  }
  closeSync(fd);
}
