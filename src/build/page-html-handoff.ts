/**
 * A Vite plugin for the server build: a page Astro renders to a string is handed to the batch
 * prerenderer as that string (src/build/tenant-batch.ts) instead of being encoded into the
 * response's bytes. The prerenderer reads every page as text anyway (it moves Astro's scripts
 * out and compacts the page) and writes the file itself, so the page went string → bytes →
 * string → bytes → a copy of the bytes; encoding alone was 8% of a 20,000-car build.
 *
 * Astro's renderPage asks `globalThis[PAGE_HTML_HOOK](html)`; when the hook takes the page (a
 * batch render is asking for it), the response has no body. Anything else (the dev server, a
 * render outside a batch) gets the bytes as before.
 *
 * It fails the build when Astro's renderer no longer has the lines it changes: a silent miss
 * would only be slower, but the guard keeps the two in step.
 */
import type { Plugin } from 'vite';

export const PAGE_HTML_HOOK = Symbol.for('dealer-sites.page-html');

const RENDER_PAGE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]page\.js$/;
const ENCODE =
  /( *)body = encoder\.encode\(body\);\n\s*headers\.set\("Content-Length", body\.byteLength\.toString\(\)\);/;
const HANDED_OFF = `Symbol.for(${JSON.stringify(PAGE_HTML_HOOK.description)})`;

/** Astro's renderPage with the page's text offered to the hook before it is encoded. */
export function withPageHtmlHandoff(code: string): string {
  if (code.includes(HANDED_OFF)) return code;
  if (!ENCODE.test(code))
    throw new Error(
      "Astro's renderPage no longer encodes a page's text as src/build/page-html-handoff.ts expects; update that plugin for this Astro version",
    );
  return code.replace(
    ENCODE,
    (text, indent: string) =>
      `${indent}if (globalThis[${HANDED_OFF}]?.(body)) body = null;\n${indent}else {\n${text}\n${indent}}`,
  );
}

export function pageHtmlHandoff(): Plugin {
  return {
    name: 'dealer-sites:page-html-handoff',
    apply: 'build',
    enforce: 'pre',
    transform(code, id, options) {
      if (!options?.ssr || !RENDER_PAGE.test(id.split('?')[0]!)) return undefined;
      return { code: withPageHtmlHandoff(code), map: null };
    },
  };
}
