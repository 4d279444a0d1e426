import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_HTML_HOOK, withPageHtmlHandoff } from '../../../src/build/page-html-handoff.ts';

const require = createRequire(import.meta.url);
const renderPageFile = join(
  dirname(require.resolve('astro/package.json')),
  'dist',
  'runtime',
  'server',
  'render',
  'page.js',
);

describe("a page's text handed to the batch prerenderer instead of encoded", () => {
  it("offers the installed Astro's page text to the hook before encoding it, and encodes it when the hook declines", () => {
    const code = readFileSync(renderPageFile, 'utf8');
    const mended = withPageHtmlHandoff(code);
    expect(mended).toContain('if (globalThis[Symbol.for("dealer-sites.page-html")]?.(body)) body = null;');
    expect(mended).toContain('body = encoder.encode(body);');
    expect(withPageHtmlHandoff(mended)).toBe(mended);
    expect(Symbol.for('dealer-sites.page-html')).toBe(PAGE_HTML_HOOK);
  });

  it('runs as written: the hook takes the text, or the bytes stay as they were', () => {
    const block = withPageHtmlHandoff(
      '  if (!streaming && typeof body === "string") {\n    body = encoder.encode(body);\n    headers.set("Content-Length", body.byteLength.toString());\n  }',
    );
    const run = new Function('body', 'encoder', 'headers', 'streaming', `${block}\nreturn body;`);
    const encoder = new TextEncoder();
    const headers = new Headers();
    const taken: string[] = [];
    const global = globalThis as typeof globalThis & { [PAGE_HTML_HOOK]?: (html: string) => boolean };
    global[PAGE_HTML_HOOK] = (html) => {
      taken.push(html);
      return true;
    };
    try {
      expect(run('<p>Côte</p>', encoder, headers, false)).toBeNull();
      expect(taken).toEqual(['<p>Côte</p>']);
      global[PAGE_HTML_HOOK] = () => false;
      expect(run('<p>Côte</p>', encoder, headers, false)).toEqual(encoder.encode('<p>Côte</p>'));
      expect(headers.get('Content-Length')).toBe('12');
    } finally {
      delete global[PAGE_HTML_HOOK];
    }
  });

  it('fails the build when Astro no longer encodes the page as it expects', () => {
    expect(() => withPageHtmlHandoff('return new Response(render(page));')).toThrow(/no longer encodes/);
  });
});
