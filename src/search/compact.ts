/**
 * The embedded index file: search documents stored column by column, with repeated strings
 * dictionary-encoded, so the browser downloads about a third of what plain JSON documents
 * would weigh and rebuilds its text index itself (faster than shipping a serialized index,
 * which is several times larger). Decoding restores the exact documents.
 */
import type { SearchDocument } from './document.ts';

export const COMPACT_VERSION = 1;

type Column = { dict: string[]; codes: number[] } | { values: (string | number)[] } | { bits: number[] };

export interface CompactIndex {
  v: typeof COMPACT_VERSION;
  n: number;
  columns: Record<string, Column>;
}

const BOOLEAN_FIELDS = new Set(['certified', 'reserved', 'preorder']);
/** Derived on decode, so not shipped. */
const DERIVED_FIELDS = new Set(['make_model']);

export function encodeDocuments(docs: SearchDocument[]): CompactIndex {
  const columns: Record<string, Column> = {};
  const fields = docs[0] ? (Object.keys(docs[0]) as (keyof SearchDocument)[]) : [];
  for (const field of fields) {
    if (DERIVED_FIELDS.has(field)) continue;
    const values = docs.map((doc) => doc[field]);
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
      columns[field] = { values: values as number[] };
    }
  }
  return { v: COMPACT_VERSION, n: docs.length, columns };
}

export function decodeDocuments(index: CompactIndex): SearchDocument[] {
  if (index?.v !== COMPACT_VERSION || !Number.isInteger(index.n) || typeof index.columns !== 'object') {
    throw new Error('The search index file is not in a format this page understands.');
  }
  const docs: Record<string, unknown>[] = Array.from({ length: index.n }, () => ({}));
  for (const [field, column] of Object.entries(index.columns)) {
    if ('dict' in column) for (let i = 0; i < index.n; i++) docs[i]![field] = column.dict[column.codes[i]!];
    else if ('bits' in column) for (let i = 0; i < index.n; i++) docs[i]![field] = column.bits[i] === 1;
    else for (let i = 0; i < index.n; i++) docs[i]![field] = column.values[i];
  }
  for (const doc of docs) doc['make_model'] = `${doc['make']}:${doc['model']}`;
  return docs as unknown as SearchDocument[];
}
