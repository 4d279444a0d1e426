/**
 * Bytes of every page that no reader uses, taken out after Astro renders it (the vehicle page's
 * budget is 12 KB gzip, DESIGN: Performance budgets). Run after externaliseAstroScripts
 * (external-scripts.ts), which makes Astro's island runtime a deferred file:
 *
 * - An island's `uid` is for Astro's dev server (hot reload); the production runtime never
 *   reads it, and its random letters are the least compressible bytes of the island.
 * - `await-children` and the `<!--astro:end-->` after an island's children let an inline
 *   runtime, running while the page is still parsed, wait for the children. The deferred
 *   runtime runs after the whole page is parsed (readyState "interactive"), when they are
 *   all there, so it never waits (and it would still start on DOMContentLoaded without them).
 * - The `name` in an island's `opts` is the component's name for Astro's dev messages; the
 *   client directives read only `value` (client:media's query, a rootMargin or timeout).
 * - A prop whose value is undefined (`"videoUrl":[0]` in Astro's serialised props) revives as
 *   undefined, the same as no prop at all; object members only (array items keep their places).
 * - Astro's `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>`
 *   before a page's first island: the site's stylesheet carries the rule (styles/global.css),
 *   and every page with an island is a SiteLayout page linking it in its head.
 * - Attribute values holding JSON (island props and opts, data-* payloads) in single quotes,
 *   so their double quotes are plain `"`, not `&quot;` (the browser reads the same value).
 *
 * Script, style and textarea contents and comments are left as they are.
 */

/** Astro's island style, written before the first island of a page. */
export const ASTRO_ISLAND_STYLE =
  '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

const ISLAND_TAG = /<astro-island\s[^>]*>/g;
const ISLAND_END = /<!--astro:end--><\/astro-island>/g;

// Every entity Astro writes in an attribute, read back in one pass (so `&amp;lt;` stays the
// text `&lt;`): a value escaped again by escapeAttribute must be the same text, not `&amp;lt;`.
const ENTITIES: Record<string, string> = {
  quot: '"',
  '#34': '"',
  '#x22': '"',
  '#39': "'",
  '#x27': "'",
  lt: '<',
  '#60': '<',
  gt: '>',
  '#62': '>',
  amp: '&',
  '#38': '&',
};
const unescapeAttribute = (value: string) =>
  value.replace(/&(quot|#34|#x22|#39|#x27|lt|#60|gt|#62|amp|#38);/g, (_, name: string) => ENTITIES[name]!);
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** An island's opts without the dev-only name; opts that are not what Astro writes stay. */
function optsWithoutName(escaped: string): string {
  try {
    const opts = JSON.parse(unescapeAttribute(escaped)) as unknown;
    if (typeof opts !== 'object' || opts === null || Array.isArray(opts) || !('name' in opts)) return escaped;
    const { name: _name, ...rest } = opts as Record<string, unknown>;
    return escapeAttribute(JSON.stringify(rest));
  } catch {
    return escaped;
  }
}

type Serialised = [type: number, value?: unknown];
const isTuple = (value: unknown): value is Serialised => Array.isArray(value) && typeof value[0] === 'number';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of serialised props (Astro's type 0) without its undefined members, at every depth. */
function withoutUndefined(members: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(members)) {
    if (isTuple(member) && member.length === 1 && member[0] === 0) continue;
    kept[key] = isTuple(member) ? compactValue(member) : member;
  }
  return kept;
}

function compactValue(value: Serialised): Serialised {
  const [type, raw] = value;
  if (type === 0 && isObject(raw)) return [0, withoutUndefined(raw)];
  if (type === 1 && Array.isArray(raw))
    return [1, raw.map((item) => (isTuple(item) ? compactValue(item) : item))];
  return value;
}

/** An island's props without undefined members; props that are not what Astro writes stay. */
function propsWithoutUndefined(escaped: string): string {
  try {
    const props = JSON.parse(unescapeAttribute(escaped)) as unknown;
    return isObject(props) ? escapeAttribute(JSON.stringify(withoutUndefined(props))) : escaped;
  } catch {
    return escaped;
  }
}

/** The page's islands without what only Astro's dev server and its inline runtime read. */
export function compactIslands(html: string): string {
  return html
    .replace(ISLAND_TAG, (tag) =>
      tag
        .replace(/\suid="[^"]*"/, '')
        .replace(/\sawait-children(?=[\s>])/, '')
        .replace(
          /(\sprops=")([^"]*)"/,
          (_whole, start: string, value: string) => `${start}${propsWithoutUndefined(value)}"`,
        )
        .replace(
          /(\sopts=")([^"]*)"/,
          (_whole, start: string, value: string) => `${start}${optsWithoutName(value)}"`,
        ),
    )
    .replace(ISLAND_END, '</astro-island>')
    .replace(ASTRO_ISLAND_STYLE, '');
}

/** Elements whose contents are not markup, and comments: left untouched. */
const RAW = /<(script|style|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const START_TAG = /<[a-zA-Z][^>]*>/g;
const QUOTED_JSON_ATTRIBUTE = /(\s[^\s"'=<>/]+)="([^"]*&quot;[^"]*)"/g;

/** Markup's attribute values with `&quot;` in single quotes, where they hold no `'`. */
function singleQuoteIn(markup: string): string {
  return markup.replace(START_TAG, (tag) =>
    tag.includes('&quot;')
      ? tag.replace(QUOTED_JSON_ATTRIBUTE, (whole, name: string, value: string) =>
          value.includes("'") ? whole : `${name}='${value.replace(/&quot;/g, '"')}'`,
        )
      : tag,
  );
}

/** Every attribute value with escaped double quotes (JSON) single-quoted instead. */
export function singleQuoteJsonAttributes(html: string): string {
  let out = '';
  let last = 0;
  for (const raw of html.matchAll(RAW)) {
    out += singleQuoteIn(html.slice(last, raw.index)) + raw[0];
    last = raw.index + raw[0].length;
  }
  return out + singleQuoteIn(html.slice(last));
}

/** A rendered page (its Astro runtime already external) without the bytes nothing reads. */
export function compactPage(html: string): string {
  return singleQuoteJsonAttributes(compactIslands(html));
}
