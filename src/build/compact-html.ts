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

const QUOTE = '&quot;';

/**
 * An island's props (Astro's serialised props, attribute-escaped) without the object members
 * whose value is undefined (`"videoUrl":[0]`), at every depth, read in one pass over the text
 * as it is: every page has several islands, and parsing and writing their props again cost
 * more than rendering some pages. A `"key":[0]` outside a string is always such a member:
 * arrays have no keys, and a string's own quotes are escaped (`\&quot;`).
 */
function propsWithoutUndefined(escaped: string): string {
  let out = '';
  let copied = 0;
  let i = 0;
  const end = escaped.length;
  while (i < end) {
    if (!escaped.startsWith(QUOTE, i)) {
      i++;
      continue;
    }
    // A JSON string: to its closing quote, over escaped characters (\&quot; among them).
    const start = i;
    i += QUOTE.length;
    while (i < end) {
      if (escaped.charCodeAt(i) === 92) i += escaped.startsWith(QUOTE, i + 1) ? 1 + QUOTE.length : 2;
      else if (escaped.startsWith(QUOTE, i)) {
        i += QUOTE.length;
        break;
      } else i++;
    }
    if (!escaped.startsWith(':[0]', i)) continue;
    const after = escaped.charCodeAt(i + 4);
    if (after === 44) {
      // "key":[0], → nothing
      out += escaped.slice(copied, start);
      copied = i + 5;
    } else if (after === 125) {
      // ,"key":[0]} → } (the comma before it may be that of a member dropped just before)
      out += escaped.slice(copied, start);
      if (out.endsWith(',')) out = out.slice(0, -1);
      copied = i + 4;
    }
    i += 4;
  }
  return copied === 0 ? escaped : out + escaped.slice(copied);
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
const QUOTED_JSON_ATTRIBUTE = /(\s[^\s"'=<>/]+)="([^"]*&quot;[^"]*)"/g;

/**
 * Markup's attribute values with `&quot;` in single quotes, where they hold no `'`. Only the
 * tags that hold a `&quot;` are looked at (found by searching for it, not by reading every tag):
 * a page has thousands of tags and a few dozen such attributes.
 */
function singleQuoteIn(markup: string): string {
  let out = '';
  let copied = 0;
  let at = markup.indexOf(QUOTE);
  while (at !== -1) {
    const open = markup.lastIndexOf('<', at);
    const close = markup.indexOf('>', at);
    // Inside a start tag (a quote in text is left as it is).
    if (
      open >= copied &&
      close !== -1 &&
      markup.indexOf('>', open) === close &&
      /^<[a-zA-Z]/.test(markup.slice(open, open + 2))
    ) {
      const tag = markup.slice(open, close + 1);
      out +=
        markup.slice(copied, open) +
        tag.replace(QUOTED_JSON_ATTRIBUTE, (whole, name: string, value: string) =>
          value.includes("'") ? whole : `${name}='${value.replace(/&quot;/g, '"')}'`,
        );
      copied = close + 1;
      at = markup.indexOf(QUOTE, copied);
    } else at = markup.indexOf(QUOTE, at + QUOTE.length);
  }
  return copied === 0 ? markup : out + markup.slice(copied);
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
