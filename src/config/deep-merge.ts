/**
 * Deep-merges plain objects: nested objects merge key by key, arrays and scalars in
 * `override` replace those in `base`. Neither input is changed. Keys like __proto__ are
 * skipped so a settings file can never reach Object.prototype.
 */
export function deepMerge(base: unknown, override: unknown): unknown {
  if (!isPlainObject(override)) return override === undefined ? base : override;
  // Merge into a copy even when base has no object here, so unsafe keys are dropped at every depth.
  const merged: Record<string, unknown> = isPlainObject(base) ? { ...base } : {};
  for (const [key, value] of Object.entries(override)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    merged[key] = deepMerge(merged[key], value);
  }
  return merged;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
