/**
 * List-valued attributes (a model's bodies, an offer's categories) on the embedded engine,
 * whose columns hold one value per document: the list is spread over numbered columns
 * (body_0, body_1, …), every document padded with '' to the same width. A filter on the
 * attribute ORs the columns, and its facet counts add the columns up, which gives
 * Meilisearch's meaning of an array attribute (a value matches when any element does).
 */
import { quoteFilterValue } from '../../domain/directory.ts';

export function columnNames(attribute: string, width: number): string[] {
  return Array.from({ length: width }, (_, index) => `${attribute}_${index}`);
}

/** The list as columns: de-duplicated, blank values dropped, padded to `width`. */
export function spread(attribute: string, values: readonly string[], width: number): Record<string, string> {
  const unique = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  return Object.fromEntries(columnNames(attribute, width).map((name, index) => [name, unique[index] ?? '']));
}

/** The widest list, at least 1 so every document has the columns. */
export function widthOf(lists: readonly (readonly string[])[]): number {
  return Math.max(1, ...lists.map((list) => new Set(list.map((value) => value.trim()).filter(Boolean)).size));
}

/** One OR group: the document has any of `values` in any column. */
export function anyOf(attribute: string, width: number, values: readonly string[]): string[] {
  return values.flatMap((value) =>
    columnNames(attribute, width).map((name) => `${name} = ${quoteFilterValue(value)}`),
  );
}

/** The facet counts of the attribute: the columns' distributions added up. */
export function mergedFacet(
  distribution: Record<string, Record<string, number>> | undefined,
  attribute: string,
  width: number,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of columnNames(attribute, width)) {
    for (const [value, count] of Object.entries(distribution?.[name] ?? {}))
      counts.set(value, (counts.get(value) ?? 0) + count);
  }
  return counts;
}
