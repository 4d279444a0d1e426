import { describe, expect, it } from 'vitest';
import { deepMerge, isPlainObject } from '../../../src/config/deep-merge.ts';

describe('deepMerge', () => {
  it('[CFG-02] merges nested objects key by key, keeping the siblings of overridden keys', () => {
    const base = {
      search: { hitsPerPage: 21, gridColumns: 3 },
      vehicle: { reserve: { enabled: true, mode: 'checkout', defaultDeposit: 200 } },
    };
    const override = { vehicle: { reserve: { mode: 'buy-online' } } };
    expect(deepMerge(base, override)).toEqual({
      search: { hitsPerPage: 21, gridColumns: 3 },
      vehicle: { reserve: { enabled: true, mode: 'buy-online', defaultDeposit: 200 } },
    });
  });

  it('[CFG-02] replaces arrays instead of concatenating or merging them by index', () => {
    expect(deepMerge({ positions: [5, 8, 9, 10, 17] }, { positions: [4] })).toEqual({ positions: [4] });
    expect(deepMerge({ positions: [5, 8, 9] }, { positions: [] })).toEqual({ positions: [] });
  });

  it('lets scalars and null in the override replace the base; undefined keeps the base', () => {
    expect(deepMerge({ a: 1, b: 'x', c: { d: 1 } }, { a: 2, b: null, c: 'flat' })).toEqual({
      a: 2,
      b: null,
      c: 'flat',
    });
    expect(deepMerge({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(deepMerge({ a: { b: 1 } }, { a: undefined })).toEqual({ a: { b: 1 } });
  });

  it('adds keys that only the override has', () => {
    expect(deepMerge({ a: 1 }, { b: { c: 2 } })).toEqual({ a: 1, b: { c: 2 } });
  });

  it('changes neither input', () => {
    const base = { search: { hitsPerPage: 21 }, list: [1, 2] };
    const override = { search: { gridColumns: 4 }, list: [3] };
    const baseCopy = structuredClone(base);
    const overrideCopy = structuredClone(override);
    deepMerge(base, override);
    expect(base).toEqual(baseCopy);
    expect(override).toEqual(overrideCopy);
  });

  it('[CFG-02] ignores __proto__, constructor and prototype keys from a parsed settings file', () => {
    const override = JSON.parse(
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "prototype": 1, "site": {"__proto__": {"polluted": true}, "name": "X"}}',
    );
    const merged = deepMerge({ site: { url: 'https://x.com.au' } }, override) as Record<string, unknown>;
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.hasOwn(merged, '__proto__')).toBe(false);
    expect(Object.keys(merged)).toEqual(['site']);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged['site']).toEqual({ url: 'https://x.com.au', name: 'X' });
    expect(Object.keys(merged['site'] as object)).toEqual(['url', 'name']);
  });

  // Bug: when the base has no object at a key, the override's sub-object is returned as-is,
  // so a nested __proto__ key survives (and later fails validation as an unknown setting on a
  // franchise tenant while a group tenant, whose preset has that section, silently drops it).
  it('[CFG-02] ignores a nested __proto__ key even where the base has no object at that key', () => {
    const override = JSON.parse('{"search": {"__proto__": {"polluted": true}, "hitsPerPage": 24}}');
    const merged = deepMerge({}, override) as { search: Record<string, unknown> };
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.keys(merged.search)).toEqual(['hitsPerPage']);
  });
});

describe('isPlainObject', () => {
  it('accepts object literals and null-prototype objects only', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject(new Date())).toBe(false);
    expect(isPlainObject('x')).toBe(false);
  });
});
