/**
 * The one way text reaches an inline <script> or <style> element (issue 14: "every inline style
 * and script goes through one escaping helper"). Astro escapes text in markup, but not inside
 * set:html, so a feed value or a tenant setting that lands in a script or style element passes
 * through here: nothing in it can close the element or start a new rule or block.
 */

/**
 * JSON for a <script type="application/json"> or "application/ld+json" element: `<`, `>` and
 * `&` (and U+2028/U+2029) become \u escapes, so no text can close the script (SEC-04); the
 * result parses back to the same value.
 */
export function inlineScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Characters that could end a declaration, a rule or the element, as CSS escapes. */
const CSS_BREAKERS = /[<>{};\\\n\r]/g;

/**
 * A CSS rule of custom properties for an inline <style> element. The values are allow-listed
 * when the tenant loads (hex colours, font stacks); this is the second fence: a value can still
 * never close the rule or the element.
 */
export function inlineStyleRule(
  selector: ':root',
  properties: Readonly<Record<`--${string}`, string>>,
): string {
  const declarations = Object.entries(properties).map(
    ([name, value]) => `${name}:${value.replace(CSS_BREAKERS, (c) => `\\${c.charCodeAt(0).toString(16)} `)}`,
  );
  return `${selector}{${declarations.join(';')}}`;
}
