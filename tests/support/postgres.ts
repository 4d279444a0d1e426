/**
 * A real PostgreSQL server for the tests and benchmarks of the PostgreSQL store. With
 * DATABASE_URL (postgres://…) that server is used; otherwise a throwaway cluster is made
 * from Debian's binaries (/usr/lib/postgresql/<version>/bin) in a temporary folder, listening
 * on a free loopback port only (its unix socket in that folder), and removed when stopped.
 * The Debian package's own default cluster is never touched: it may not even be running.
 * initdb refuses to run as root, so as root the cluster belongs to the `postgres` OS user.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  /** URL of the server's `postgres` database, as a superuser (or DATABASE_URL as given). */
  url: string;
  /** True when this helper made the cluster (and stop() removes it). */
  throwaway: boolean;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL bin folder, or undefined when the package is not installed. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a PostgreSQL binary, as the `postgres` OS user when we are root. */
function run(bin: string, args: string[], asPostgres: boolean): void {
  const [command, ...rest] = asPostgres ? ['runuser', '-u', 'postgres', '--', bin, ...args] : [bin, ...args];
  const result = spawnSync(command!, rest, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0)
    throw new Error(`${bin} ${args.join(' ')} failed (${result.status}): ${result.stderr}${result.stdout}`);
}

function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(?:ql)?:\/\//i.test(url);
}

export async function startPostgres(env: NodeJS.ProcessEnv = process.env): Promise<PostgresServer> {
  if (isPostgresUrl(env['DATABASE_URL']))
    return { url: env['DATABASE_URL'], throwaway: false, stop: async () => undefined };
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed: the PostgreSQL store tests need Debian\'s "postgresql" package ' +
        '(npm test installs it) or DATABASE_URL=postgres://… pointing at a server.',
    );
  const asPostgres = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const data = join(root, 'data');
  const socket = join(root, 'socket');
  mkdirSync(socket);
  if (asPostgres) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(root, uid, gid);
    chownSync(socket, uid, gid);
  }
  const stop = async () => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], asPostgres);
      } catch (error) {
        console.error(String(error));
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    run(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
      asPostgres,
    );
    const port = await freePort();
    const options = [
      `-c listen_addresses=127.0.0.1`,
      `-c port=${port}`,
      `-c unix_socket_directories=${socket}`,
      // Several API processes, each with a pool for requests and one for its outbox thread.
      '-c max_connections=200',
    ].join(' ');
    run(
      join(bin, 'pg_ctl'),
      ['-D', data, '-l', join(root, 'server.log'), '-o', options, '-w', 'start'],
      asPostgres,
    );
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, throwaway: true, stop };
  } catch (error) {
    const log = join(root, 'server.log');
    const detail = existsSync(log) ? `\n${readFileSync(log, 'utf8')}` : '';
    await stop();
    throw new Error(`${(error as Error).message}${detail}`);
  }
}

/** Creates a fresh, empty database on the server and answers its URL. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
