import { describe, expect, it } from 'vitest';
import {
  ASTRO_ISLAND_STYLE,
  compactIslands,
  compactPage,
  singleQuoteJsonAttributes,
} from '../../../src/build/compact-html.ts';

const q = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** What Astro writes for an SSR island (production build). */
const island = (props: unknown, opts: unknown = { name: 'Gallery', value: true }) =>
  `<astro-island uid="Z1a2b3" prefix="r0" component-url="/_astro/Gallery.abc.js" component-export="Gallery" renderer-url="/_astro/client.def.js" props="${q(props)}" ssr client="visible" opts="${q(opts)}" await-children><div>slides</div><!--astro:end--></astro-island>`;

/** An attribute's value as a browser reads it from a double- or single-quoted attribute. */
function attribute(html: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(html);
  const raw = match?.[1] ?? match?.[2];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('islands without what only Astro’s dev server and inline runtime read', () => {
  it('drops uid, await-children and astro:end, and the dev-only name in opts', () => {
    const html = compactIslands(island({ name: [0, 'Corolla'] }));
    expect(html).not.toContain('uid=');
    expect(html).not.toContain('await-children');
    expect(html).not.toContain('astro:end');
    expect(html).toContain('<div>slides</div></astro-island>');
    expect(JSON.parse(attribute(html, 'opts')!)).toEqual({ value: true });
    expect(html).toContain(' prefix="r0" component-url="/_astro/Gallery.abc.js"');
    expect(html).toContain(' ssr client="visible" ');
  });

  it('keeps a directive’s value (client:media’s query)', () => {
    const html = compactIslands(island({}, { name: 'Menu', value: '(max-width: 600px)' }));
    expect(JSON.parse(attribute(html, 'opts')!)).toEqual({ value: '(max-width: 600px)' });
  });

  it('leaves out undefined props at any depth; array items keep their places', () => {
    const props = {
      name: [0, 'Corolla'],
      videoUrl: [0],
      spin: [0],
      images: [1, [[0, { image: [0, '/a.jpg'], alt: [0] }], [0]]],
      car: [0, { id: [0, 'c1'], vin: [0], youx: [0, { rate: [0, 6.99], note: [0] }] }],
    };
    const html = compactIslands(island(props));
    expect(JSON.parse(attribute(html, 'props')!)).toEqual({
      name: [0, 'Corolla'],
      images: [1, [[0, { image: [0, '/a.jpg'] }], [0]]],
      car: [0, { id: [0, 'c1'], youx: [0, { rate: [0, 6.99] }] }],
    });
  });

  it('leaves out undefined members side by side, first, last or alone, and never a key-like text', () => {
    const props = {
      first: [0],
      a: [0, 1],
      b: [0],
      c: [0],
      d: [0, { only: [0] }],
      e: [0, 'quoted "x":[0] text\\'],
      y: [0],
      last: [0],
    };
    const html = compactIslands(island(props));
    expect(attribute(html, 'props')).toBe('{"a":[0,1],"d":[0,{}],"e":[0,"quoted \\"x\\":[0] text\\\\"]}');
  });

  it('keeps text with quotes, ampersands and angle brackets as it was', () => {
    const props = { text: [0, `Tom's "ute" & <b>tray</b>`] };
    const html = compactIslands(island(props));
    expect(JSON.parse(attribute(html, 'props')!)).toEqual(props);
  });

  it('drops Astro’s inline island style (the site’s stylesheet has the rule)', () => {
    expect(compactIslands(`<div>${ASTRO_ISLAND_STYLE}${island({})}</div>`)).not.toContain('<style>');
  });
});

describe('JSON attribute values in single quotes', () => {
  it('writes escaped double quotes as plain ones; the value a browser reads is the same', () => {
    const value = { name: 'A & B', list: [1, 2] };
    const before = `<p data-map="${q(value)}" class="x">a "quoted" &quot;text&quot;</p>`;
    const after = singleQuoteJsonAttributes(before);
    expect(after).toBe(
      `<p data-map='{"name":"A &amp; B","list":[1,2]}' class="x">a "quoted" &quot;text&quot;</p>`,
    );
    expect(attribute(after, 'data-map')).toBe(attribute(before, 'data-map'));
  });

  it('leaves a value holding an apostrophe in double quotes', () => {
    const before = `<p data-x="{&quot;a&quot;:&quot;it's&quot;}">`;
    expect(singleQuoteJsonAttributes(before)).toBe(before);
  });

  it('leaves scripts, styles, text areas and comments alone', () => {
    const raw = [
      `<script type="application/json">{"a":"<p title=\\"&quot;\\">"}</script>`,
      `<style>p[title="&quot;"]{}</style>`,
      `<textarea><b title="&quot;x&quot;"></textarea>`,
      `<!-- <i title="&quot;y&quot;"> -->`,
    ].join('');
    expect(singleQuoteJsonAttributes(`${raw}<b title="&quot;z&quot;">`)).toBe(`${raw}<b title='"z"'>`);
  });
});

describe('a rendered page', () => {
  it('compacts its islands and quotes their JSON in single quotes', () => {
    const page = compactPage(
      `<main>${ASTRO_ISLAND_STYLE}${island({ name: [0, 'Corolla'], spin: [0] })}</main>`,
    );
    expect(page).toBe(
      `<main><astro-island prefix="r0" component-url="/_astro/Gallery.abc.js" component-export="Gallery" renderer-url="/_astro/client.def.js" props='{"name":[0,"Corolla"]}' ssr client="visible" opts='{"value":true}'><div>slides</div></astro-island></main>`,
    );
  });
});

describe('the island props of hostile text', () => {
  it('reads < > & and quotes back as the same text, never escaped twice', async () => {
    const { compactIslands } = await import('../../../src/build/compact-html.ts');
    const html =
      '<astro-island uid="1" props="{&quot;title&quot;:[0,&quot;Offer &lt;script&gt; &amp;lt; &#39;x&#39; &amp;amp;&quot;]}" ssr></astro-island>';
    const out = compactIslands(html);
    const props = /props='([^']*)'|props="([^"]*)"/.exec(out)!;
    const value = (props[1] ?? props[2]!).replace(
      /&(quot|#39|lt|gt|amp);/g,
      (_, n: string) => ({ quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[n]!,
    );
    expect(JSON.parse(value)).toEqual({ title: [0, "Offer <script> &lt; 'x' &amp;"] });
  });
});
