/**
 * Starts the HTTP server with limits a public server needs (issue 14): a client that sends
 * its headers or body slowly is cut off instead of holding a connection for minutes, idle
 * keep-alive connections close, and the number of open connections is capped.
 */
import type { AddressInfo } from 'node:net';
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

export function listen(options: {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
  limits?: ServerLimits;
  onListening?: (info: AddressInfo) => void;
}): Server {
  const limits = options.limits ?? SERVER_LIMITS;
  const server = serve(
    {
      fetch: options.fetch,
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
  return server;
}
