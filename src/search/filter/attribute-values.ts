/**
 * Finds the value a filter attribute names in a record, the way Meilisearch sees a
 * document after flattening it: `location.id` reaches into `{ location: { id } }`, also
 * into a literal `"location.id"` key, and through arrays of objects
 * (`{ location: [{ id: 1 }, { id: 2 }] }` gives `[1, 2]`).
 */

export type AttributeLookup = { readonly found: false } | { readonly found: true; readonly value: unknown };

const MISSING: AttributeLookup = { found: false };

export function lookupAttribute(record: object, attribute: string): AttributeLookup {
  const values = collect(record, attribute.split('.'));
  if (values.length === 0) return MISSING;
  // One match is the value itself; several (through arrays of objects) form an array,
  // as in Meilisearch's flattened document.
  return { found: true, value: values.length === 1 ? values[0] : values };
}

function collect(value: unknown, path: readonly string[]): unknown[] {
  // `undefined` never reaches Meilisearch (JSON has no undefined), so it counts as missing.
  if (path.length === 0) return value === undefined ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item: unknown) => collect(item, path));
  if (!isObject(value)) return [];

  const found: unknown[] = [];
  // Every split of the path can name a key: `a.b.c` may be a → b → c, "a.b" → c, a → "b.c" ...
  for (let length = 1; length <= path.length; length += 1) {
    const key = path.slice(0, length).join('.');
    if (Object.hasOwn(value, key)) found.push(...collect(value[key], path.slice(length)));
  }
  return found;
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}
