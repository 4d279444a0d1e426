/**
 * A Vite plugin that names React as the renderer of every component the islands export, on the
 * server. Without a name, Astro asks each renderer whether it renders a component, and
 * @astrojs/react answers by rendering the whole component once (its `check`): every island of
 * every page was rendered twice at build time. Astro skips the question for a component that
 * carries its renderer under Symbol.for('astro:renderer'), as its own JSX components do.
 *
 * The tag is added at the end of each island module (src/islands/**.tsx), over the module's
 * own exports (a module may import itself); browser bundles are left as they are.
 */
import type { Plugin } from 'vite';

const ISLAND_MODULE = /[\\/]src[\\/]islands[\\/].+\.tsx$/;

export function tagReactIslands(): Plugin {
  return {
    name: 'dealer-sites:tag-react-islands',
    enforce: 'post',
    transform(code, id, options) {
      if (!options?.ssr || !ISLAND_MODULE.test(id.split('?')[0]!)) return undefined;
      const self = JSON.stringify(id.split('?')[0]);
      return {
        code: `${code}
import * as __islandExports from ${self};
for (const value of Object.values(__islandExports))
  if (typeof value === 'function' && /^[A-Z]/.test(value.name)) value[Symbol.for('astro:renderer')] = '@astrojs/react';
`,
        map: null,
      };
    },
  };
}
