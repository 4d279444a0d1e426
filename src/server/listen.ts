/**
 * Starts the HTTP server with limits a public server needs (issue 14): a client that sends
 * its headers or body slowly is cut off instead of holding a connection for minutes, idle
 * keep-alive connections close, and the number of open connections is capped.
 */
import { type AddressInfo, Server as NetServer } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

export interface ServerLimits {
  /** Time to receive a request's headers (Node's headersTimeout). */
  headersMs: number;
  /** Time to receive a whole request, body included (requestTimeout). */
  requestMs: number;
  /** How long an idle keep-alive connection stays open (keepAliveTimeout). */
  keepAliveMs: number;
  /** Open connections at most; more are refused at once (maxConnections). */
  maxConnections: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  maxConnections: 2_000,
};

export interface ListeningServer {
  server: Server;
  /**
   * A graceful stop (SIGTERM): no new connections; requests already sent, and any that arrive
   * on an open keep-alive connection meanwhile, are answered (with `Connection: close`, so the
   * client moves on); then the remaining connections close. Resolves when all are closed, at
   * the latest after `graceMs`.
   */
  drain(graceMs?: number): Promise<void>;
}

export function listen(options: {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
  limits?: ServerLimits;
  onListening?: (info: AddressInfo) => void;
}): ListeningServer {
  const limits = options.limits ?? SERVER_LIMITS;
  let draining = false;
  const fetch = async (request: Request) => {
    const response = await options.fetch(request);
    if (!draining) return response;
    const headers = new Headers(response.headers);
    headers.set('Connection', 'close');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
  const server = serve(
    {
      fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        headersTimeout: limits.headersMs,
        requestTimeout: limits.requestMs,
        keepAliveTimeout: limits.keepAliveMs,
        // How often Node looks for connections past those times (default 30 s).
        connectionsCheckingInterval: Math.min(1_000, limits.headersMs),
      },
    },
    options.onListening,
  ) as Server;
  server.maxConnections = limits.maxConnections;
  return {
    server,
    drain: (graceMs = limits.keepAliveMs) =>
      new Promise<void>((done) => {
        draining = true;
        // net.Server's close stops accepting but, unlike http.Server's, does not drop the
        // idle keep-alive connections at once (a request on one at that moment would be reset).
        NetServer.prototype.close.call(server, () => done());
        // A client in the middle of a burst sends on its open connection within a moment and
        // is answered; connections still idle after that are closed, then every one at the end.
        let idle: ReturnType<typeof setInterval> | undefined;
        const sweep = setTimeout(
          () => {
            server.closeIdleConnections();
            idle = setInterval(() => server.closeIdleConnections(), 250);
          },
          Math.min(1_000, graceMs / 2),
        );
        const end = setTimeout(() => server.closeAllConnections(), graceMs);
        server.once('close', () => {
          clearTimeout(sweep);
          clearTimeout(end);
          if (idle) clearInterval(idle);
        });
      }),
  };
}
