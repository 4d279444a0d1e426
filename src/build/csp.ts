/**
 * The Content-Security-Policy of a tenant's site (issue 14): scripts only from the site itself
 * and the few inline scripts its pages carry (Astro's island loaders, the header's gate), each
 * allowed by its SHA-256 hash, so an injected <script> never runs; no plugins; no <base>
 * tricks; framed only by the site itself. The build collects the hashes from the pages it
 * renders and writes the policy into the site as `_headers` (the format CDNs read); the server
 * sends the same header (src/server/site-headers.ts).
 */
import { createHash } from 'node:crypto';

/** The `'sha256-…'` source of every inline script of a page (not JSON or other data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(scriptHash(match[2] ?? ''));
  }
  return hashes;
}

// The same few inline scripts are on thousands of pages of a build: each is hashed once.
const knownHashes = new Map<string, string>();

function scriptHash(text: string): string {
  let hash = knownHashes.get(text);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // Pages' own scripts could be many and different: the memory stays bounded.
    if (knownHashes.size >= 1000) knownHashes.clear();
    knownHashes.set(text, hash);
  }
  return hash;
}

export interface PolicyOptions {
  scriptHashes: Iterable<string>;
  /** Origins the pages call besides their own (a Meilisearch host). */
  connect?: readonly string[];
  /** Origins allowed to frame the site besides itself (site.frameAncestors, allow-listed). */
  frameAncestors?: readonly string[];
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  const hashes = [...new Set(options.scriptHashes)].sort();
  const connect = [...new Set(options.connect ?? [])].sort();
  const ancestors = [...new Set(options.frameAncestors ?? [])].sort();
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.length ? ` ${hashes.join(' ')}` : ''}`,
    // Brand colours and layout come as a small inline style block and style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Car photos and map tiles come from media CDNs and tile servers.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${connect.length ? ` ${connect.join(' ')}` : ''}`,
    // Videos and a dealer's own booking site are framed.
    'frame-src https:',
    // The robot check (ALTCHA) solves its challenge in workers it starts from blob: URLs.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    `frame-ancestors 'self'${ancestors.length ? ` ${ancestors.join(' ')}` : ''}`,
  ].join('; ');
}

/** The site's `_headers` file: the policy for every path. */
export function headersFile(policy: string): string {
  return `/*\n  Content-Security-Policy: ${policy}\n`;
}

/** The Content-Security-Policy of a `_headers` file's `/*` block, if it has one. */
export function policyOfHeadersFile(text: string): string | undefined {
  const block = /^\/\*\s*\n((?:[ \t]+.*\n?)*)/m.exec(text)?.[1] ?? '';
  return /^[ \t]+Content-Security-Policy:\s*(.+)$/im.exec(block)?.[1]?.trim();
}
