/**
 * A Vite plugin for the server build: @astrojs/react's `experimentalDisableStreaming` renders
 * each island with `renderToString` (astro.config.mjs says why: React's web streams cost more
 * than many islands), but leaves out the island's `identifierPrefix`, which its streaming path
 * passes. The browser hydrates each island with that prefix (the island's `prefix` attribute),
 * so every useId of the server's markup (a label's `for`, an `aria-labelledby`) would differ
 * from the browser's. This passes the same render options to `renderToString`.
 *
 * It fails the build when the renderer no longer has the line it mends: a silent miss would
 * publish pages whose ids the browser does not match.
 */
import type { Plugin } from 'vite';

const RENDERER = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/;
export const STRING_RENDER = 'html = ReactDOM.renderToString(vnode);';
export const STRING_RENDER_WITH_OPTIONS = 'html = ReactDOM.renderToString(vnode, renderOptions);';

/** The renderer's source with the island's render options given to renderToString. */
export function withRenderOptions(code: string): string {
  if (code.includes(STRING_RENDER_WITH_OPTIONS)) return code;
  if (!code.includes(STRING_RENDER) || !code.includes('const renderOptions = {'))
    throw new Error(
      "@astrojs/react's server renderer no longer calls renderToString as src/build/react-string-render.ts expects; update that plugin for this version",
    );
  return code.replace(STRING_RENDER, STRING_RENDER_WITH_OPTIONS);
}

export function reactStringRender(): Plugin {
  return {
    name: 'dealer-sites:react-string-render',
    enforce: 'pre',
    transform(code, id, options) {
      if (!options?.ssr || !RENDERER.test(id.split('?')[0]!)) return undefined;
      return { code: withRenderOptions(code), map: null };
    },
  };
}
