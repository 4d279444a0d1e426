import { describe, expect, it } from 'vitest';
import { parseContentPage } from '../../../src/model/content-page.ts';

describe('a tenant content page file (pages/<slug>.md)', () => {
  it('reads the slug from the file name, the front matter and the Markdown body', () => {
    const text = '---\ntitle: About Us\ndescription: "Who we are: a family dealer."\n---\n\nWe sell cars.\n';
    expect(parseContentPage('about-us.md', text)).toEqual({
      page: {
        slug: 'about-us',
        file: 'about-us.md',
        title: 'About Us',
        description: 'Who we are: a family dealer.',
        markdown: 'We sell cars.',
      },
      problems: [],
    });
  });

  it('accepts Windows line endings, a byte-order mark, comments and single quotes; description is optional', () => {
    const text = "\uFEFF---\r\n# shown in the browser tab\r\ntitle: 'Careers'\r\n---\r\n## Join us\r\n";
    expect(parseContentPage('careers.md', text).page).toEqual({
      slug: 'careers',
      file: 'careers.md',
      title: 'Careers',
      description: undefined,
      markdown: '## Join us',
    });
  });

  it('names the key of every front matter problem', () => {
    const text = '---\ntitel: About Us\nnot a pair\n---\nText\n';
    expect(parseContentPage('about-us.md', text)).toEqual({
      page: undefined,
      problems: [
        { path: 'titel', message: 'unknown front matter key "titel" (expected title, description)' },
        { path: '', message: 'front matter line 3 is not "key: value"' },
        { path: 'title', message: 'required front matter "title" is missing' },
      ],
    });
  });

  it('a file without front matter, or with an empty title, is missing its title', () => {
    expect(parseContentPage('fleet.md', 'Just text').problems).toEqual([
      { path: 'title', message: 'required front matter "title" is missing' },
    ]);
    expect(parseContentPage('fleet.md', '---\ntitle: ""\n---\nText').problems).toEqual([
      { path: 'title', message: 'required front matter "title" is missing' },
    ]);
  });

  it('rejects an unclosed front matter block, an empty page and a bad file name', () => {
    expect(parseContentPage('About Us.md', '---\ntitle: About\n').problems).toEqual([
      {
        path: '',
        message:
          'page file name must be lowercase letters, digits and hyphens ending in .md, e.g. about-us.md',
      },
      { path: '', message: 'front matter starts with --- on line 1 but has no closing ---' },
      { path: 'title', message: 'required front matter "title" is missing' },
      { path: 'body', message: 'the page has no content below its front matter' },
    ]);
    expect(parseContentPage('about.txt', '---\ntitle: About\n---\nText').problems).toHaveLength(1);
  });

  it('rejects raw <script>, <iframe>, on… handlers and javascript: links, naming the line in the file', () => {
    const text = [
      '---',
      'title: Warranty',
      '---',
      'Intro',
      '<script>alert(1)</script>',
      '<IFRAME src="https://example.com/embed"></IFRAME>',
      '<img src="x.png" onerror="alert(1)">',
      '[Call us](JavaScript:alert(1))',
      'Questions on warranty= are fine; so is the word javascript.',
    ].join('\n');
    expect(parseContentPage('warranty.md', text)).toEqual({
      page: undefined,
      problems: [
        { path: 'body', message: 'raw <script> is not allowed (line 5)' },
        { path: 'body', message: 'raw <iframe> is not allowed (line 6)' },
        { path: 'body', message: 'an on… event handler attribute is not allowed (line 7)' },
        { path: 'body', message: 'a javascript: link is not allowed (line 8)' },
      ],
    });
  });

  it('rejects a title or description too long for a page title or meta description', () => {
    const text = `---\ntitle: ${'a'.repeat(121)}\ndescription: ${'b'.repeat(301)}\n---\nText`;
    expect(parseContentPage('about-us.md', text).problems).toEqual([
      { path: 'title', message: 'title is 121 characters; at most 120' },
      { path: 'description', message: 'description is 301 characters; at most 300' },
    ]);
  });
});
