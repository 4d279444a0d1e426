import { describe, expect, it } from 'vitest';
import {
  builtInSegments,
  contentMenuLinks,
  contentPageDescription,
  contentPagePath,
  isSafeHref,
  renderContentMarkdown,
  reservedSlugMessage,
} from '../../../src/domain/content-pages.ts';
import { defaultFooterMenu, defaultHeaderMenu, type MenuContext } from '../../../src/domain/navigation.ts';

describe('content page paths', () => {
  it('puts a page at /<slug>, or under /pages/ when the tenant turns pagesPath on', () => {
    expect(contentPagePath('about-us', false)).toBe('/about-us');
    expect(contentPagePath('privacy-policy', false)).toBe('/privacy-policy');
    expect(contentPagePath('about-us', true)).toBe('/pages/about-us');
  });

  it('keeps faqs and unsubscribe under /pages/ always, as the spec lists them', () => {
    expect(contentPagePath('faqs', false)).toBe('/pages/faqs');
    expect(contentPagePath('unsubscribe', false)).toBe('/pages/unsubscribe');
    expect(contentPagePath('faqs', true)).toBe('/pages/faqs');
  });

  it('derives the built-in segments from the route files, leaving out dynamic routes, index and 404', () => {
    expect(
      builtInSegments([
        '404.astro',
        '[...content].astro',
        'cars',
        'index.astro',
        'robots.txt.ts',
        'search',
        'terms-and-conditions.astro',
      ]),
    ).toEqual(['cars', 'robots.txt', 'search', 'terms-and-conditions']);
  });

  it('names a page that would take a built-in route', () => {
    const reserved = new Set(['search', 'cars']);
    expect(reservedSlugMessage('search', reserved)).toBe(
      'page "search" would take the built-in /search route; rename the file (e.g. search-info.md)',
    );
    expect(reservedSlugMessage('about-us', reserved)).toBeUndefined();
  });

  it('describes a page without its own description by its title and the dealer', () => {
    expect(contentPageDescription({ title: 'Careers', description: undefined }, 'Bay Motors')).toBe(
      'Careers at Bay Motors.',
    );
    expect(contentPageDescription({ title: 'Careers', description: 'Jobs.' }, 'Bay Motors')).toBe('Jobs.');
  });
});

describe('rendering a page body', () => {
  it('renders Markdown with the top heading level as h2 (the title is the h1)', () => {
    expect(renderContentMarkdown('# Our team\n\nWe are **local**.\n\n## Sales\n\n- New\n- Used')).toBe(
      '<h2>Our team</h2>\n<p>We are <strong>local</strong>.</p>\n<h3>Sales</h3>\n<ul>\n<li>New</li>\n<li>Used</li>\n</ul>\n',
    );
    expect(renderContentMarkdown('### Hours\n\nText')).toBe('<h2>Hours</h2>\n<p>Text</p>\n');
  });

  it('renders tables, site links, http(s), mailto and tel links', () => {
    expect(
      renderContentMarkdown(
        '[Contact](/contact-us) [OAIC](https://www.oaic.gov.au) [Mail](mailto:sales@example.com.au) [Call](tel:1300722722)',
      ),
    ).toBe(
      '<p><a href="/contact-us">Contact</a> <a href="https://www.oaic.gov.au">OAIC</a> <a href="mailto:sales@example.com.au">Mail</a> <a href="tel:1300722722">Call</a></p>\n',
    );
    expect(renderContentMarkdown('| A | B |\n| --- | --- |\n| 1 | 2 |')).toBe(
      '<table>\n<thead>\n<tr>\n<th>A</th>\n<th>B</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody></table>\n',
    );
  });

  it('shows raw HTML as text, never as markup', () => {
    expect(renderContentMarkdown('Hello <b onclick="x()">there</b>')).toBe(
      '<p>Hello &lt;b onclick=&quot;x()&quot;&gt;there&lt;/b&gt;</p>\n',
    );
    expect(renderContentMarkdown('<div class="x">\n<script>alert(1)</script>\n</div>')).toBe(
      '&lt;div class=&quot;x&quot;&gt;\n&lt;script&gt;alert(1)&lt;/script&gt;\n&lt;/div&gt;',
    );
  });

  it('keeps only the text of links and images with script or unknown addresses, however they are spelled', () => {
    expect(renderContentMarkdown('[a](&#106;avascript:alert(1)) [b](javascript&colon;alert(1))')).toBe(
      '<p>a b</p>\n',
    );
    expect(renderContentMarkdown('[c](&#x4A;avascript:alert(1)) [d](vbscript:x) [e](//evil.example)')).toBe(
      '<p>c d e</p>\n',
    );
    expect(renderContentMarkdown('![Yard](data:image/svg+xml;base64,PHN2Zz4=)')).toBe('<p>Yard</p>\n');
  });

  it('tells safe addresses from unsafe ones', () => {
    for (const href of [
      '/about-us',
      'careers#apply',
      '?page=2',
      'https://x.com.au',
      'HTTP://x.com',
      'tel:02 9999',
    ])
      expect(isSafeHref(href)).toBe(true);
    for (const href of [
      'javascript:x',
      ' JaVaScRiPt:x',
      'java\tscript:x',
      'data:text/html,x',
      'file:///etc',
      '//x',
    ])
      expect(isSafeHref(href)).toBe(false);
  });
});

describe('menu links to content pages', () => {
  const pages = [
    { slug: 'privacy-policy', title: 'Privacy Policy' },
    { slug: 'careers', title: 'Work With Us' },
    { slug: 'zz-service-club', title: 'Service Club' },
    { slug: 'about-us', title: 'About Southern Cross' },
    { slug: 'faqs', title: 'Frequently Asked Questions' },
    { slug: 'a-history', title: 'Our History' },
  ];

  it('lists the company pages in a fixed order, then the others by title, and the legal pages apart', () => {
    expect(contentMenuLinks(pages, false)).toEqual({
      company: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Careers', href: '/careers' },
        { label: 'FAQs', href: '/pages/faqs' },
        { label: 'Our History', href: '/a-history' },
        { label: 'Service Club', href: '/zz-service-club' },
      ],
      legal: [{ label: 'Privacy Policy', href: '/privacy-policy' }],
    });
    expect(contentMenuLinks([{ slug: 'about-us', title: 'About' }], true)).toEqual({
      company: [{ label: 'About Us', href: '/pages/about-us' }],
      legal: [],
    });
    expect(contentMenuLinks([], false)).toEqual({ company: [], legal: [] });
  });

  const base: MenuContext = {
    paths: new Set(['/', '/trade-in', '/contact-us', '/terms-and-conditions']),
    contactPath: '/contact-us',
    contactLabel: 'Contact Us',
    locationPages: [],
    savedLinks: [],
  };

  it('the default menus link to the pages the tenant has: an About dropdown and the footer', () => {
    const links = contentMenuLinks(
      [
        { slug: 'about-us', title: 'About Us' },
        { slug: 'warranty', title: 'Warranty' },
        { slug: 'privacy-policy', title: 'Privacy Policy' },
      ],
      true,
    );
    const context: MenuContext = {
      ...base,
      paths: new Set([...base.paths, '/pages/about-us', '/pages/warranty', '/pages/privacy-policy']),
      contentLinks: links,
    };
    expect(defaultHeaderMenu(context)).toEqual([
      { label: 'Sell My Car', href: '/trade-in', children: [] },
      {
        label: 'About',
        href: '/pages/about-us',
        children: [
          { label: 'About Us', href: '/pages/about-us' },
          { label: 'Warranty', href: '/pages/warranty' },
        ],
      },
      { label: 'Contact Us', href: '/contact-us', children: [] },
    ]);
    expect(defaultFooterMenu(context)).toEqual([
      {
        label: 'Buyer Tools',
        href: undefined,
        children: [{ label: 'Sell My Car', href: '/trade-in' }],
      },
      {
        label: 'Our Dealership',
        href: undefined,
        children: [
          { label: 'Contact Us', href: '/contact-us' },
          { label: 'About Us', href: '/pages/about-us' },
          { label: 'Warranty', href: '/pages/warranty' },
          { label: 'Terms and Conditions', href: '/terms-and-conditions' },
          { label: 'Privacy Policy', href: '/pages/privacy-policy' },
        ],
      },
    ]);
  });

  it('one company page is a plain header link; none means no About item', () => {
    const one: MenuContext = {
      ...base,
      paths: new Set([...base.paths, '/careers']),
      contentLinks: contentMenuLinks([{ slug: 'careers', title: 'Careers' }], false),
    };
    expect(defaultHeaderMenu(one).map((item) => [item.label, item.href, item.children.length])).toEqual([
      ['Sell My Car', '/trade-in', 0],
      ['Careers', '/careers', 0],
      ['Contact Us', '/contact-us', 0],
    ]);
    expect(
      defaultHeaderMenu({ ...base, contentLinks: contentMenuLinks([], false) }).map((i) => i.label),
    ).toEqual(['Sell My Car', 'Contact Us']);
  });

  it('never links to a content page the build does not emit', () => {
    const context: MenuContext = {
      ...base,
      contentLinks: contentMenuLinks([{ slug: 'about-us', title: 'About Us' }], false),
    };
    expect(JSON.stringify(defaultHeaderMenu(context))).not.toContain('/about-us');
    expect(JSON.stringify(defaultFooterMenu(context))).not.toContain('/about-us');
  });
});
