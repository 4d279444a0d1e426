import { describe, expect, it } from 'vitest';
import { inlineScriptJson, inlineStyleRule } from '../../../../src/domain/html/inline.ts';

describe('the inline script and style helper', () => {
  it('[SEC-04] writes JSON no text can close a script with, which parses back unchanged', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a & b > c\u2028d' };
    const text = inlineScriptJson(value);
    expect(text).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","note":"a \\u0026 b \\u003e c\\u2028d"}',
    );
    expect(JSON.parse(text)).toEqual(value);
  });

  it('[SEC-08] writes custom properties that cannot close the rule or the element, whatever a value holds', () => {
    expect(inlineStyleRule(':root', { '--primary': '#c00000', '--font-body': '"Segoe UI", Roboto' })).toBe(
      ':root{--primary:#c00000;--font-body:"Segoe UI", Roboto}',
    );
    expect(inlineStyleRule(':root', { '--font-body': 'x}</style><script>alert(1)</script>;a{' })).toBe(
      ':root{--font-body:x\\7d \\3c /style\\3e \\3c script\\3e alert(1)\\3c /script\\3e \\3b a\\7b }',
    );
  });
});
