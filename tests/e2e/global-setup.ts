/**
 * Build once and serve (starlight-style fixture): builds the demo tenants (incremental,
 * so a second run costs ~nothing) and starts the production server on a free loopback
 * port, with reservation deposits through a local Stripe stand-in. Tests reach each tenant at
 * http://<slug>.localhost:<port>/.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { type StripeStandIn, startStripeStandIn } from '../support/stripe-stand-in.ts';

const root = resolve(import.meta.dirname, '..', '..');
let server: ChildProcess | undefined;
let stripe: StripeStandIn | undefined;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const build = spawnSync(process.execPath, ['scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env },
  });
  if (build.status !== 0) throw new Error('Building the demo tenants failed; see the output above.');

  // Deposits go through the local Stripe stand-in (no payment network from here); a tenant
  // that turns vehicle.reserve.payOnline off keeps the offline reservation request.
  stripe = await startStripeStandIn();
  process.env['E2E_STRIPE_URL'] = stripe.url;
  server = spawn(process.execPath, ['scripts/serve.ts', '--port', '0', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
  });
  const port = await new Promise<string>((resolvePort, reject) => {
    let output = '';
    // Generous: the server reads every built tenant's data before it listens, slower on a busy machine.
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 90_000);
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePort(match[1]!);
      }
    });
    server!.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  process.env['E2E_PORT'] = port;
  return async () => {
    server?.kill('SIGTERM');
    await stripe?.close();
  };
}
