// Serves every built tenant at http://<slug>.localhost:$PORT/ (default 4321) from dist/.
// Usage: npm run serve [-- --port 4321] [-- --site-index] ; PORT, HOST and DIST_DIR work too.
// --site-index lists every site at http://localhost:$PORT/ (the local preview, `npm start`);
// without it a host name no site answers to gets a plain 404.
import './lib/node-version.ts';
import { hostname as hostName } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { listen } from '../src/server/listen.ts';
import { openStore } from '../src/api/store/index.ts';
import { createRuntime } from '../src/server/runtime.ts';
import { readBuiltSites } from '../src/server/sites.ts';
import { parseTrustProxy } from '../src/api/services/client.ts';
import { missingWebhookSecret } from '../src/api/adapters/webhook.ts';
import { tenantDataLoader } from '../src/api/tenant-data.ts';
import { tenantPhotoQuotaBytes } from '../src/api/services/images/upload-quota.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    dist: { type: 'string' },
    data: { type: 'string' },
    'site-index': { type: 'boolean', default: false },
  },
});
const port = Number(values.port ?? process.env['PORT'] ?? 4321);
// Loopback by default: this is the local preview. Set HOST=0.0.0.0 behind a proxy in production.
const hostname = values.host ?? process.env['HOST'] ?? '127.0.0.1';
const distDir = resolve(root, values.dist ?? process.env['DIST_DIR'] ?? 'dist');
// Leads, watchlists, views and valuations live here (SQLite, write-ahead log) unless
// DATABASE_URL names a PostgreSQL database; outbox mail files and valuation images always do.
const dataDir = resolve(root, values.data ?? process.env['DATA_DIR'] ?? 'data');

// TRUST_PROXY: which proxies' X-Forwarded-For to believe (src/api/services/client.ts); a value
// that is neither a hop count nor addresses stops the server here rather than at a request.
try {
  parseTrustProxy(process.env['TRUST_PROXY']);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

// UPLOAD_QUOTA_MB (the tenant's photo quota) is read at every upload: a bad value stops the server here.
try {
  tenantPhotoQuotaBytes();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

// Lead webhooks are signed (SEC-10): a tenant with a webhook URL and no WEBHOOK_SECRET stops
// the server here, named, instead of sending unsigned or empty-key signatures.
{
  const data = tenantDataLoader(distDir, 0);
  const missing = missingWebhookSecret(
    readBuiltSites(distDir).map((site) => ({
      slug: site.slug,
      webhookUrl: data(site.slug)?.tenant.settings.leads.webhookUrl,
    })),
  );
  if (missing) {
    console.error(missing);
    process.exit(2);
  }
}

// OUTBOX=off runs the server without delivering (a separate delivery process, or a load test of the API alone).
const outbox = process.env['OUTBOX'] === 'off' ? 'off' : 'thread';
const databaseUrl = process.env['DATABASE_URL'] || undefined;
// A database that cannot be opened stops the server with one line naming it and the cause.
const store = await openStore({ dataDir, databaseUrl }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return process.exit(2);
});
// This server's name in the outbox leases, the same after a restart: its previous run's
// leases are released at start. OUTBOX_NODE names it where the host name changes on every
// start (a container); without a fixed port (0) there is no stable name, and leases just end.
const outboxNode = process.env['OUTBOX_NODE'] || (port > 0 ? `${hostName()}:${port}` : undefined);
// READY_CACHE_MS: how long one /api/ready answer is shared (default 1000; 0 checks on every call).
const readyCacheMs = Number(process.env['READY_CACHE_MS'] ?? 1000);
if (!Number.isFinite(readyCacheMs) || readyCacheMs < 0) {
  console.error(`READY_CACHE_MS must be 0 or more milliseconds, not "${process.env['READY_CACHE_MS']}".`);
  process.exit(2);
}
const runtime = createRuntime({
  distDir,
  dataDir,
  store,
  databaseUrl,
  outbox,
  outboxIntervalMs: outbox === 'off' ? 0 : 1000,
  outboxNode,
  readinessCacheMs: readyCacheMs,
  siteIndex: values['site-index'],
});
const { drain } = listen({
  fetch: runtime.app.fetch,
  port,
  hostname,
  onListening: (info) => {
    const sites = readBuiltSites(distDir);
    console.log(`Serving ${sites.length} dealer site(s) from ${distDir}`);
    for (const site of sites) console.log(`  http://${site.slug}.localhost:${info.port}/`);
    const index = values['site-index'] ? 'all sites listed there' : 'no site list there (--site-index)';
    console.log(
      `Listening on http://localhost:${info.port}/ (${index})  ·  /api/health, /api/ready  ·  data: ${store.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : dataDir}`,
    );
  },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Graceful: stop accepting, answer what was sent, close the connections, then the store.
  process.once(signal, () => void drain().then(() => runtime.close().then(() => process.exit(0))));
}
