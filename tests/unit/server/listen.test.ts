import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../src/server/listen.ts';

let server: Server;
let port: number;

beforeAll(async () => {
  server = listen({
    fetch: async (request) => new Response(`got ${(await request.text()).length}`),
    port: 0,
    hostname: '127.0.0.1',
    limits: { headersMs: 400, requestMs: 800, keepAliveMs: 300, maxConnections: 3 },
  }).server;
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Opens a connection, writes `text`, and resolves with what the server said once it closed (or 'open' after `waitMs`). */
function exchange(text: string, waitMs: number): Promise<{ closed: boolean; reply: string; socket: Socket }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    const timer = setTimeout(() => resolve({ closed: false, reply, socket }), waitMs);
    socket.on('data', (chunk) => {
      reply += chunk.toString();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closed: true, reply, socket });
    });
    socket.on('error', () => undefined);
    socket.write(text);
  });
}

describe('server limits', () => {
  it('cuts off a client that never finishes its headers', async () => {
    const result = await exchange('GET / HTTP/1.1\r\nHost: a.localhost\r\nX-Slow: ', 5_000);
    expect(result.closed).toBe(true);
    expect(result.reply).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts off a client that trickles its body', async () => {
    const result = await exchange(
      'POST / HTTP/1.1\r\nHost: a.localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\nten bytes.',
      5_000,
    );
    expect(result.closed).toBe(true);
    expect(result.reply).not.toContain('got 1000');
  });

  it('answers a whole request, then closes the idle keep-alive connection', async () => {
    const result = await exchange('GET / HTTP/1.1\r\nHost: a.localhost\r\n\r\n', 5_000);
    expect(result.reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(result.closed).toBe(true);
  });

  it('refuses connections beyond the cap at once', async () => {
    const held = await Promise.all(
      [0, 1, 2].map(() => exchange('GET / HTTP/1.1\r\nHost: a.localhost\r\nX-Slow: ', 100)),
    );
    expect(held.every((connection) => !connection.closed)).toBe(true);
    const refused = await exchange('GET / HTTP/1.1\r\nHost: a.localhost\r\n\r\n', 300);
    expect(refused.closed).toBe(true);
    expect(refused.reply).toBe('');
    for (const connection of held) connection.socket.destroy();
  });
});

describe('a graceful stop (SIGTERM)', () => {
  it('[SEC-11] answers every request already sent, takes no new connection, then closes', async () => {
    const slow = listen({
      fetch: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return new Response('done');
      },
      port: 0,
      hostname: '127.0.0.1',
      limits: { headersMs: 2_000, requestMs: 5_000, keepAliveMs: 2_000, maxConnections: 100 },
    });
    await new Promise((resolve) => slow.server.once('listening', resolve));
    const slowPort = (slow.server.address() as AddressInfo).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    const get = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port: slowPort, path: '/', agent }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        });
        request.on('error', reject);
        request.end();
      });
    // Ten requests in flight on keep-alive connections when the stop comes.
    const inFlight = Array.from({ length: 10 }, get);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = slow.drain(2_000);
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.every((answer) => answer.connection === 'close')).toBe(true);
    // No new connection is taken.
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(slowPort, '127.0.0.1');
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      socket.on('connect', () => resolve('connected'));
    });
    expect(refused).toBe('ECONNREFUSED');
    await stopped;
    agent.destroy();
  });
});
