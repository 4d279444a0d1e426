'use strict';
/**
 * side-channel's API (qs keeps its cycle guard in one) on the platform's Map and WeakMap.
 * The package reaches those through get-intrinsic and object-inspect, written for engines
 * without them: about 8 KB gzip on the search page for nothing a browser we support lacks.
 * Vite resolves `side-channel` here (astro.config.mjs); tests/unit/build/side-channel.test.ts
 * holds it to the package's behaviour.
 */
module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const others = new Map();
  const store = (key) =>
    key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : others;
  const channel = {
    assert(key) {
      if (!channel.has(key))
        throw new TypeError(
          `Side channel does not contain ${key && Object(key) === key ? 'the given object key' : JSON.stringify(key)}`,
        );
    },
    delete: (key) => store(key).delete(key),
    get: (key) => store(key).get(key),
    has: (key) => store(key).has(key),
    set(key, value) {
      store(key).set(key, value);
    },
  };
  return channel;
};
