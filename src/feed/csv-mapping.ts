/**
 * Maps one CSV row to a raw Car record through the tenant's column mapping (FEED-08).
 * Parsers turn export spellings into values: "4 cyl, 2.2 L" → 2.2 litres or 4 cylinders,
 * "8.7 L / 100 km" → 8.7, "White / Black" split on "/" → "White" and "Black".
 */
import { createHash } from 'node:crypto';
import type { ColumnMapping } from '../config/schemas/feed.ts';
import { isUnknownValue } from '../model/fields.ts';

export type CsvRow = Record<string, string | undefined>;

/** Thrown when a mapping names a column the file does not have. */
export class MissingColumnError extends Error {}

function firstNumber(text: string): number | undefined {
  const match = text.replace(/,(?=\d{3}\b)/g, '').match(/-?\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : undefined;
}

const PARSERS: Record<NonNullable<ColumnMapping['parse']>, (text: string) => unknown> = {
  text: (text) => text,
  lower: (text) => text.toLowerCase(),
  number: (text) => firstNumber(text.replace(/\$/g, '')) ?? text,
  integer: (text) => {
    const value = firstNumber(text.replace(/\$/g, ''));
    return value === undefined ? text : Math.round(value);
  },
  litres: (text) => {
    const match = text.match(/(\d+(?:\.\d+)?)\s*(?:L|litre|liter)\b/i);
    return match ? Number(match[1]) : undefined;
  },
  cylinders: (text) => {
    const match = text.match(/(\d+)\s*(?:cyl|cylinder)/i) ?? text.match(/^\s*(\d+)\s*$/);
    return match ? Number(match[1]) : undefined;
  },
  boolean: (text) => ['yes', 'true', '1', 'y'].includes(text.trim().toLowerCase()),
};

/** Reads one field's value from a row; undefined for "-", empty and other unknown spellings. */
export function readMappedValue(row: CsvRow, mapping: ColumnMapping): unknown {
  if (mapping.value !== undefined) return mapping.value;
  if (mapping.hash) {
    const parts = mapping.hash.map((column) => cell(row, column) ?? '');
    return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 10);
  }
  const columns = mapping.columns ?? (mapping.column ? [mapping.column] : []);
  const cells = columns
    .map((column) => cell(row, column))
    .filter((value): value is string => value !== undefined);
  if (cells.length === 0) return undefined;
  let text = cells.join(' ');
  if (mapping.split !== undefined) {
    const part = text.split(mapping.split)[mapping.part ?? 0];
    if (part === undefined || isUnknownValue(part)) return undefined;
    text = part.trim();
  }
  if (mapping.values) {
    const key = Object.keys(mapping.values).find((k) => k.toLowerCase() === text.toLowerCase());
    if (key !== undefined) text = mapping.values[key]!;
  }
  return PARSERS[mapping.parse ?? 'text'](text);
}

function cell(row: CsvRow, column: string): string | undefined {
  if (!(column in row)) throw new MissingColumnError(`column "${column}" is not in the file`);
  const value = row[column]?.trim();
  return value === undefined || isUnknownValue(value) ? undefined : value;
}

/** Sets a dotted path ("variant.cylinders") on a record. */
export function setPath(record: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let target = record;
  for (const key of keys.slice(0, -1)) {
    if (key === '__proto__' || key === 'constructor') return;
    const next = target[key];
    if (next && typeof next === 'object') target = next as Record<string, unknown>;
    else target = target[key] = {};
  }
  const last = keys.at(-1)!;
  if (last !== '__proto__' && last !== 'constructor') target[last] = value;
}

/**
 * Exports often split a multi-word make across the make and model columns
 * ("Land" + "Rover Range Rover Evoque"); join them back using the known makes. When the model
 * column holds nothing but the end of the make ("Land" + "Rover"), the model (and the badge, when
 * the feed has none) come from the title after its year and make: "2016 Land Rover Range Rover
 * Evoque TD4 150 SE" → Range Rover Evoque, TD4 150 SE — never "Land Rover Rover". Without a title
 * the model is left out, and the record is reported as missing it.
 */
export function repairSplitMake(
  make: unknown,
  model: unknown,
  multiWordMakes: string[],
  title?: unknown,
  multiWordModels: readonly string[] = [],
): { make: unknown; model: unknown; badge?: string } {
  if (typeof make !== 'string' || typeof model !== 'string') return { make, model };
  for (const known of multiWordMakes) {
    const [first, ...rest] = known.split(/[\s-]/);
    const tail = rest.join(' ');
    if (rest.length === 0 || make.toLowerCase() !== first!.toLowerCase()) continue;
    const modelWords = model.split(/\s+/);
    const restWords = tail.split(' ');
    const head = modelWords.slice(0, restWords.length).join(' ');
    if (head.toLowerCase() !== tail.toLowerCase()) continue;
    const remaining = modelWords.slice(restWords.length).join(' ');
    if (remaining) return { make: known, model: remaining };
    return { make: known, ...modelFromTitle(title, known, multiWordModels) };
  }
  return { make, model };
}

/** The model and badge of a title "{year} {make} {model} {badge…}", or no model when it has none. */
export function modelFromTitle(
  title: unknown,
  make: string,
  multiWordModels: readonly string[],
): { model: string | undefined; badge?: string } {
  if (typeof title !== 'string') return { model: undefined };
  const words = title.trim().split(/\s+/);
  if (/^\d{4}$/.test(words[0] ?? '')) words.shift();
  // The make as the title writes it: "Land Rover", or "Mercedes-Benz" for "Mercedes Benz".
  const plain = (text: string) => text.replace(/-/g, ' ').toLowerCase();
  const makeWords = make.split(/[\s-]/).length;
  for (let count = 1; count <= Math.min(makeWords, words.length); count++)
    if (plain(words.slice(0, count).join(' ')) === plain(make)) {
      words.splice(0, count);
      break;
    }
  if (words.length === 0) return { model: undefined };
  const text = words.join(' ');
  const whole = [...multiWordModels]
    .sort((a, b) => b.length - a.length)
    .find(
      (name) =>
        text.toLowerCase() === name.toLowerCase() || text.toLowerCase().startsWith(`${name.toLowerCase()} `),
    );
  const model = whole ? text.slice(0, whole.length) : words[0]!;
  const badge = text.slice(model.length).trim();
  return badge ? { model, badge } : { model };
}
