/**
 * Shared helpers for stores kept in the browser's storage. Whatever storage holds is the
 * visitor's to edit (or an older version's format), so decoding never throws: an unreadable
 * value counts as empty. Writing never throws either (private mode, full quota).
 */

/** Parses JSON and keeps only the list entries `keep` accepts; anything unreadable is []. */
export function decodeList<T>(
  text: string | null | undefined,
  keep: (value: unknown) => value is T,
  max: number,
): T[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(keep).slice(0, max) : [];
  } catch {
    return [];
  }
}

/** A string field of an unknown object, or undefined. */
export function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

/** The browser's storage of a kind, or undefined where it cannot be used. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function readItem(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // private mode or a full quota: the feature simply does not remember
  }
}
