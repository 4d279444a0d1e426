/**
 * Astro writes its island runtime (the astro-island element, 4.4 KB) and each client
 * directive's loader inline into every page that has an island: 1.8 KB gzip of every vehicle
 * page, the same bytes on every page a shopper opens. The build moves them into files named by
 * their content (`/_astro/astro-inline.<hash>.js`), which the browser fetches once and keeps
 * (the server sends `_astro/` immutable). They load with `defer`: the astro-island element is
 * defined after the page is parsed, and the islands already in the page are upgraded and
 * hydrated then, as their directives say; the order of the directive loaders and the runtime
 * is kept.
 *
 * Only Astro's own scripts are moved (recognised by what only they contain); a page's own
 * inline scripts (those that must run before first paint) stay where they are.
 */
import { createHash } from 'node:crypto';

export const EXTERNAL_SCRIPT_PREFIX = 'astro-inline.';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The island runtime defines astro-island; a directive loader registers itself on self.Astro. */
export function isAstroRuntimeScript(text: string): boolean {
  return (
    text.includes('customElements.define("astro-island"') ||
    (text.includes('(self.Astro||(self.Astro={}))') && text.includes('new Event("astro:'))
  );
}

// Astro's runtime scripts are the same few on every page of a build: each is hashed once.
const knownNames = new Map<string, string>();

export function externalScriptName(text: string): string {
  let name = knownNames.get(text);
  if (name === undefined) {
    name = `${EXTERNAL_SCRIPT_PREFIX}${createHash('sha256').update(text).digest('hex').slice(0, 10)}.js`;
    knownNames.set(text, name);
  }
  return name;
}

/** The page with Astro's inline scripts as deferred files, and those files by name. */
export function externaliseAstroScripts(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const out = html.replace(INLINE_SCRIPT, (whole, text: string) => {
    if (!isAstroRuntimeScript(text)) return whole;
    const name = externalScriptName(text);
    files.set(name, text);
    return `<script src="/_astro/${name}" defer></script>`;
  });
  return { html: out, files };
}
