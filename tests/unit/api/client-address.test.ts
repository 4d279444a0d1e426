import { describe, expect, it } from 'vitest';
import { clientFromChain, parseTrustProxy } from '../../../src/api/services/client.ts';

describe('[SEC-07] the client address behind proxies', () => {
  it('without TRUST_PROXY the socket is the client, whatever X-Forwarded-For says', () => {
    expect(clientFromChain('203.0.113.9', '1.1.1.1', parseTrustProxy(undefined))).toBe('203.0.113.9');
    expect(clientFromChain('203.0.113.9', '1.1.1.1', parseTrustProxy('0'))).toBe('203.0.113.9');
  });

  it('one trusted hop: the address the proxy saw (the last entry), never what the client wrote first', () => {
    const one = parseTrustProxy('1');
    // The client forged "6.6.6.6"; the proxy appended the address it really came from.
    expect(clientFromChain('10.0.0.2', '6.6.6.6, 198.51.100.7', one)).toBe('198.51.100.7');
    expect(clientFromChain('10.0.0.2', '198.51.100.7', one)).toBe('198.51.100.7');
    // No header: the socket (a request that did not come through the proxy).
    expect(clientFromChain('198.51.100.7', undefined, one)).toBe('198.51.100.7');
  });

  it('two hops (a CDN in front of a load balancer): the entry the CDN appended', () => {
    expect(clientFromChain('10.0.0.2', '6.6.6.6, 198.51.100.7, 172.16.0.5', parseTrustProxy('2'))).toBe(
      '198.51.100.7',
    );
    // More hops than entries: the farthest known address.
    expect(clientFromChain('10.0.0.2', '198.51.100.7', parseTrustProxy('5'))).toBe('198.51.100.7');
  });

  it('trusted proxy addresses: the right-most address that is not a trusted proxy', () => {
    const cidrs = parseTrustProxy('10.0.0.0/8, 172.16.0.0/12, 2001:db8::/32');
    expect(clientFromChain('10.0.0.2', '6.6.6.6, 198.51.100.7, 172.16.0.5', cidrs)).toBe('198.51.100.7');
    expect(clientFromChain('::ffff:10.1.2.3', '6.6.6.6, 198.51.100.7', cidrs)).toBe('198.51.100.7');
    expect(clientFromChain('2001:db8::1', '2001:db8::2, 203.0.113.5', cidrs)).toBe('203.0.113.5');
    // A socket that is not a trusted proxy is the client: its header is the client's own text.
    expect(clientFromChain('198.51.100.7', '6.6.6.6', cidrs)).toBe('198.51.100.7');
  });

  it("a value that is neither a count nor addresses is refused with the setting's name", () => {
    expect(() => parseTrustProxy('yes')).toThrow(/^TRUST_PROXY: "yes" is not an IP address or CIDR/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY: "10.0.0.0\/33"/);
  });
});
