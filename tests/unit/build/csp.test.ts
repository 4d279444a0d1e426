import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  policyOfHeadersFile,
} from '../../../src/build/csp.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the Content-Security-Policy of a site', () => {
  it('hashes the inline scripts a page runs, not external ones or data blocks', () => {
    const html = [
      '<script>console.log(1)</script>',
      '<script type="module">import "/a.js"</script>',
      '<script src="/_astro/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Car"}</script>',
      '<script type="application/json" id="lead-config">{}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('console.log(1)'), sha('import "/a.js"')]);
  });

  it('allows scripts from the site and those hashes only, and forbids plugins, <base> and framing elsewhere', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [sha('b'), sha('a'), sha('a')],
      connect: ['https://search.example.com'],
    });
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${[sha('a'), sha('b')].sort().join(' ')}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "connect-src 'self' https://search.example.com",
        'frame-src https:',
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' https:",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });

  it('[SEC-08] lets the origins of site.frameAncestors frame the site besides itself', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      frameAncestors: ['https://www.group.com.au', 'https://b.example.com', 'https://www.group.com.au'],
    });
    expect(policy.split('; ').at(-1)).toBe(
      "frame-ancestors 'self' https://b.example.com https://www.group.com.au",
    );
  });

  it('is written as a _headers file a CDN reads, and read back by the server', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [sha('x')] });
    const file = headersFile(policy);
    expect(file).toBe(`/*\n  Content-Security-Policy: ${policy}\n`);
    expect(policyOfHeadersFile(file)).toBe(policy);
    expect(policyOfHeadersFile('/cars/*\n  X-Other: 1\n')).toBeUndefined();
  });
});
