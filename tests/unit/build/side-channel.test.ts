import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Channel = {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
};
const shim = require('../../../src/build/browser/side-channel.cjs') as () => Channel;
const original = require('side-channel') as () => Channel;

describe('the side-channel the browser bundles use', () => {
  it('keeps, finds and forgets object and primitive keys as the package does', () => {
    for (const make of [shim, original]) {
      const channel = make();
      const key = {};
      const fn = () => undefined;
      expect(channel.has(key)).toBe(false);
      expect(channel.get(key)).toBeUndefined();
      channel.set(key, 1);
      channel.set(fn, 2);
      channel.set('text', 3);
      channel.set(4, 5);
      expect([channel.get(key), channel.get(fn), channel.get('text'), channel.get(4)]).toEqual([1, 2, 3, 5]);
      expect(channel.has({})).toBe(false);
      expect(() => channel.assert(key)).not.toThrow();
      expect(channel.delete(key)).toBe(true);
      expect(channel.has(key)).toBe(false);
      expect(() => channel.assert(key)).toThrow(/^Side channel does not contain the given object key$/);
      expect(() => channel.assert('missing')).toThrow(/^Side channel does not contain/);
      // Separate channels share nothing.
      expect(make().has('text')).toBe(false);
    }
  });
});
