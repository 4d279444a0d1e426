/**
 * The client's address, for rate limits and view counts (SEC-03).
 *
 * Without TRUST_PROXY it is the socket's address, which a client cannot forge. Behind proxies
 * or a CDN, each proxy appends the address it received the request from to X-Forwarded-For,
 * so only the right-hand end of that header is trustworthy: whatever the client sent comes
 * first. TRUST_PROXY says which proxies to believe, as Express's `trust proxy` does:
 * - a hop count (`TRUST_PROXY=1`: one proxy in front, whose socket we see; the client is the
 *   last X-Forwarded-For entry; `2`: the one before it, and so on);
 * - a comma-separated list of trusted proxy addresses or CIDRs (`10.0.0.0/8,2001:db8::/32`):
 *   the client is the right-most address, counting from the socket, that is not one of them.
 * Never the first entry: a client that writes its own header would choose its address.
 */
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; trusted: BlockList; text: string };

/** Reads TRUST_PROXY; throws a plain message for a value that is neither a count nor addresses. */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return { kind: 'none' };
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const trusted = new BlockList();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (family === 0 || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32))
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an IP address or CIDR; use a hop count (1) or addresses like 10.0.0.0/8,192.0.2.7`,
      );
    trusted.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { kind: 'addresses', trusted, text: value };
}

const isTrusted = (trusted: BlockList, address: string) => {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const family = isIP(plain);
  return family !== 0 && trusted.check(plain, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client's address from the socket's address and the X-Forwarded-For header, under a
 * TRUST_PROXY setting (module comment). Pure.
 */
export function clientFromChain(socket: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  if (trust.kind === 'none') return socket;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest first: the socket's peer, then what each proxy appended, right to left.
  const chain = [socket, ...forwarded.reverse()];
  if (trust.kind === 'hops') return chain[Math.min(trust.hops, chain.length - 1)]!;
  for (const address of chain) if (!isTrusted(trust.trusted, address)) return address;
  // Every address is a trusted proxy: the farthest one is as close to the client as we know.
  return chain[chain.length - 1]!;
}

let parsed: { text: string | undefined; trust: TrustProxy } | undefined;

/** TRUST_PROXY, read once per value (the server checks it at start: `parseTrustProxy`). */
function trustProxy(): TrustProxy {
  const text = process.env['TRUST_PROXY'];
  if (parsed === undefined || parsed.text !== text) parsed = { text, trust: parseTrustProxy(text) };
  return parsed.trust;
}

export function clientAddress(c: Context): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // not served by Node (tests calling app.request): no socket address
  }
  return clientFromChain(socket, c.req.header('x-forwarded-for'), trustProxy());
}
