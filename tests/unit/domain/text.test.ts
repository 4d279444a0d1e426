import { describe, expect, it } from 'vitest';
import { paragraphs, plainText, truncate } from '../../../src/domain/text.ts';

describe('[SEC-04] plainText: dealer comments can never become markup', () => {
  it('[SEC-04] drops script and style elements together with their content', () => {
    const html =
      '<p>One owner.</p><script>alert(document.cookie)</script><style>body{display:none}</style><p>Full history.</p>';
    const text = plainText(html);
    expect(paragraphs(html)).toEqual(['One owner.', 'Full history.']);
    expect(text).not.toContain('alert');
    expect(text).not.toContain('display:none');
  });

  it('[SEC-04] drops script elements written in any case, with attributes and spaced end tags', () => {
    expect(plainText('Hi<SCRIPT type="text/javascript">steal()</SCRIPT >there')).toBe('Hi there');
    expect(plainText('a<script src="https://evil.example.com/x.js"></script>b')).toBe('a b');
  });

  it('[SEC-04] drops every tag, including event-handler attributes', () => {
    const text = plainText(
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">Click</a> <iframe src="//evil"></iframe><b>bold</b>',
    );
    expect(text).toBe('Click bold');
    expect(text).not.toMatch(/[<>]/);
  });

  it('[SEC-04] a split-up script tag leaves only harmless text', () => {
    const text = plainText('<scr<script>x</script>ipt>alert(1)</script>');
    expect(text).not.toMatch(/<script/i);
  });

  it('turns line breaks and block tags (paragraph, list, div) into line breaks', () => {
    expect(plainText('Line one<br>Line two<br/>Line three<br />')).toBe('Line one\nLine two\nLine three');
    expect(paragraphs('<p>One</p><div>Two</div><ul><li>ABS</li><li>ESC</li></ul>')).toEqual([
      'One',
      'Two',
      'ABS',
      'ESC',
    ]);
  });

  it('keeps the text before a list or block apart from the first item', () => {
    expect(paragraphs('Features:<ul><li>ABS</li><li>ESC</li></ul>')).toEqual(['Features:', 'ABS', 'ESC']);
    expect(plainText('Low kms<div>One owner</div>')).not.toContain('kmsOne');
  });

  it('decodes common entities once (no double decoding)', () => {
    expect(plainText('Fish &amp; chips &lt;3 &quot;quoted&quot; it&#39;s&nbsp;here')).toBe(
      'Fish & chips <3 "quoted" it\'s here',
    );
    expect(plainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('collapses runs of spaces and blank lines and trims', () => {
    const text = plainText('  a   b \t c \n\n\n\nd  ');
    expect(text).toBe('a b c\n\nd');
    expect(paragraphs('  a   b \t c \n\n\n\n d  ')).toEqual(['a b c', 'd']);
  });
});

describe('paragraphs and truncate', () => {
  it('splits plain text into non-empty paragraphs', () => {
    expect(paragraphs('<p>One</p><p> </p><p>Two<br>Three</p>')).toEqual(['One', 'Two', 'Three']);
    expect(paragraphs('')).toEqual([]);
  });

  it('truncates at a word boundary with an ellipsis, never longer than max', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('exactly ten', 11)).toBe('exactly ten');
    const cut = truncate('The quick brown fox jumps over the lazy dog', 18);
    expect(cut).toBe('The quick brown…');
    expect(cut.length).toBeLessThanOrEqual(18);
    for (const max of [5, 12, 25, 40])
      expect(truncate('The quick brown fox jumps over the lazy dog', max).length).toBeLessThanOrEqual(max);
    expect(truncate('Supercalifragilistic', 10)).toBe('Supercali…');
  });
});
