/**
 * Deep-merges plain objects: nested objects merge key by key, arrays and scalars in
 * `override` replace those in `base`. Neither input is changed. Keys like __proto__ are
 * skipped so a settings file can never reach Object.prototype.
 */
export function deepMerge(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override === undefined ? base : override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    merged[key] = deepMerge(base[key], value);
  }
  return merged;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
