/**
 * Documents laid out by column for filtering, faceting and sorting thousands of cars in a
 * few milliseconds: string values become small integer codes (with the Meilisearch-normalised
 * form of each distinct value computed once), numbers live in typed arrays.
 */
import { normalizeFacet } from '../filter/facet-values.ts';
import { NUMERIC_ATTRIBUTES, type SearchDocument } from '../document.ts';

export interface StringColumn {
  kind: 'string';
  codes: Uint32Array;
  values: string[];
  /** normalised value → codes having it (several spellings can normalise alike). */
  byNormalized: Map<string, number[]>;
}

export interface NumberColumn {
  kind: 'number';
  /** NaN where the document has no value (a car whose km is unknown). */
  values: Float64Array;
}

export interface Columns {
  n: number;
  docs: SearchDocument[];
  byName: Map<string, StringColumn | NumberColumn>;
}

export function buildColumns(docs: SearchDocument[]): Columns {
  const byName = new Map<string, StringColumn | NumberColumn>();
  const first = docs[0];
  if (first) {
    const numeric = new Set<string>(NUMERIC_ATTRIBUTES);
    const fields = new Set([...Object.keys(first), ...NUMERIC_ATTRIBUTES]);
    for (const field of fields) {
      const sample = first[field as keyof SearchDocument];
      if (numeric.has(field) || typeof sample === 'number') {
        byName.set(field, {
          kind: 'number',
          values: Float64Array.from(docs, (doc) => {
            const value = doc[field as keyof SearchDocument];
            return typeof value === 'number' ? value : Number.NaN;
          }),
        });
        continue;
      }
      const values: string[] = [];
      const index = new Map<string, number>();
      const codes = new Uint32Array(docs.length);
      docs.forEach((doc, i) => {
        const value = String(doc[field as keyof SearchDocument]);
        let code = index.get(value);
        if (code === undefined) {
          code = values.push(value) - 1;
          index.set(value, code);
        }
        codes[i] = code;
      });
      const byNormalized = new Map<string, number[]>();
      values.forEach((value, code) => {
        const key = normalizeFacet(value);
        byNormalized.set(key, [...(byNormalized.get(key) ?? []), code]);
      });
      byName.set(field, { kind: 'string', codes, values, byNormalized });
    }
  }
  return { n: docs.length, docs, byName };
}
