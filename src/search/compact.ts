/**
 * The embedded index file: search documents stored column by column, with repeated strings
 * dictionary-encoded, so the browser downloads about a third of what plain JSON documents
 * would weigh and rebuilds its text index itself (faster than shipping a serialized index,
 * which is several times larger). Decoding restores the exact documents.
 */
import { derivedName, derivedSlug } from '../model/car-naming.ts';
import type { SearchDocument } from './document.ts';

export const COMPACT_VERSION = 1;

type Column =
  | { dict: string[]; codes: number[] }
  /** null: the document has no value (a car whose km is unknown); decoded as an absent field. */
  | { values: (string | number | null)[] }
  | { bits: number[] }
  /** Numbers as offsets from their minimum (timestamps and ranks share long prefixes). */
  | { base: number; offsets: number[] }
  /** Numeric-looking ids (no leading zeros) stored as offsets, decoded back to strings. */
  | { idBase: number; offsets: number[] };

export interface CompactIndex {
  v: typeof COMPACT_VERSION;
  n: number;
  columns: Record<string, Column>;
  /** Site path of the VINs beside this index (src/search/vin-lookup.ts), when any car has one. */
  vins?: string;
}

const BOOLEAN_FIELDS = new Set(['certified', 'reserved', 'preorder']);
/**
 * Not shipped: make_model is derived on decode; VINs (17 unique characters a car, a quarter
 * of the file) go in a lookup beside the index, fetched only for a VIN query (vin-lookup.ts).
 */
const DROPPED_FIELDS = new Set(['make_model', 'vin']);
/** Shipped only where they differ from the value derived from year, make, model, badge and stock number. */
const USUALLY_DERIVED: Partial<Record<keyof SearchDocument, (doc: SearchDocument) => string>> = {
  name: (doc) => derivedName(doc),
  slug: (doc) => derivedSlug({ ...doc, stocknum: doc.stocknum || undefined }),
};

export function encodeDocuments(docs: SearchDocument[], vinsPath?: string): CompactIndex {
  const columns: Record<string, Column> = {};
  const fields = docs[0] ? (Object.keys(docs[0]) as (keyof SearchDocument)[]) : [];
  for (const field of fields) {
    if (DROPPED_FIELDS.has(field)) continue;
    const derive = USUALLY_DERIVED[field];
    const values = docs.map((doc) => (derive && derive(doc) === doc[field] ? '' : doc[field]));
    if (BOOLEAN_FIELDS.has(field)) {
      columns[field] = { bits: values.map((value) => (value ? 1 : 0)) };
    } else if (typeof values[0] === 'string') {
      const dict: string[] = [];
      const index = new Map<string, number>();
      const codes = values.map((value) => {
        let code = index.get(value as string);
        if (code === undefined) {
          code = dict.push(value as string) - 1;
          index.set(value as string, code);
        }
        return code;
      });
      // Strings that rarely repeat (slugs, VINs) are cheaper as plain values.
      columns[field] = dict.length > docs.length / 2 ? { values: values as string[] } : { dict, codes };
    } else {
      const numbers = values as (number | undefined)[];
      // A field no car has (every reserve_deposit the tenant's) decodes absent without a column.
      if (numbers.every((n) => n === undefined)) continue;
      const complete = numbers.every((n) => n !== undefined);
      const base = complete ? Math.min(...(numbers as number[])) : 0;
      columns[field] =
        complete && numbers.every(Number.isInteger) && base > 1000
          ? { base, offsets: (numbers as number[]).map((n) => n - base) }
          : { values: numbers.map((n) => n ?? null) };
    }
  }
  const ids = docs.map((doc) => doc.id);
  if (ids.every((id) => /^[1-9]\d{0,14}$/.test(id))) {
    const idBase = Math.min(...ids.map(Number));
    columns['id'] = { idBase, offsets: ids.map((id) => Number(id) - idBase) };
  }
  return { v: COMPACT_VERSION, n: docs.length, columns, ...(vinsPath ? { vins: vinsPath } : {}) };
}

export function decodeDocuments(index: CompactIndex): SearchDocument[] {
  if (index?.v !== COMPACT_VERSION || !Number.isInteger(index.n) || typeof index.columns !== 'object') {
    throw new Error('The search index file is not in a format this page understands.');
  }
  const docs: Record<string, unknown>[] = Array.from({ length: index.n }, () => ({}));
  for (const [field, column] of Object.entries(index.columns)) {
    if ('dict' in column) for (let i = 0; i < index.n; i++) docs[i]![field] = column.dict[column.codes[i]!];
    else if ('bits' in column) for (let i = 0; i < index.n; i++) docs[i]![field] = column.bits[i] === 1;
    else if ('base' in column)
      for (let i = 0; i < index.n; i++) docs[i]![field] = column.base + column.offsets[i]!;
    else if ('idBase' in column)
      for (let i = 0; i < index.n; i++) docs[i]![field] = String(column.idBase + column.offsets[i]!);
    else
      for (let i = 0; i < index.n; i++) {
        const value = column.values[i];
        if (value !== null && value !== undefined) docs[i]![field] = value;
      }
  }
  const decoded = docs as unknown as SearchDocument[];
  for (const doc of decoded) {
    doc.make_model = `${doc.make}:${doc.model}`;
    doc.vin = '';
    for (const [field, derive] of Object.entries(USUALLY_DERIVED) as [
      keyof SearchDocument,
      (d: SearchDocument) => string,
    ][]) {
      if (doc[field] === '') (doc as unknown as Record<string, unknown>)[field] = derive(doc);
    }
  }
  return decoded;
}
