/**
 * Readiness (/api/ready), apart from liveness (/api/health): whether this process should get
 * traffic. A load balancer stops sending requests while the database cannot take a write, the
 * lead delivery worker has stopped, or the data folder's disk is nearly full, so a dealer's
 * leads are not met with errors while the process itself is alive.
 */
import { open, statfs, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export interface ReadinessCheck {
  name: 'store' | 'outbox' | 'disk';
  ok: boolean;
  detail: string;
}

export interface Readiness {
  ready: boolean;
  checks: ReadinessCheck[];
}

/** Free space the data folder needs, by default 100 MB (READY_MIN_FREE_MB). */
export function minimumFreeBytes(env: Record<string, string | undefined> = process.env): number {
  const mb = Number(env['READY_MIN_FREE_MB'] ?? 100);
  return (Number.isFinite(mb) && mb >= 0 ? mb : 100) * 1024 * 1024;
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

export async function checkReadiness(options: {
  probeWrite: () => Promise<void>;
  /** The delivery worker: 'off' when this process delivers nothing by design. */
  outbox: () => 'running' | 'stopped' | 'off';
  dataDir: string;
  minFreeBytes?: number;
}): Promise<Readiness> {
  const checks: ReadinessCheck[] = [];
  try {
    await within(options.probeWrite(), 2_000);
    checks.push({ name: 'store', ok: true, detail: 'accepts writes' });
  } catch (error) {
    checks.push({ name: 'store', ok: false, detail: error instanceof Error ? error.message : String(error) });
  }
  const outbox = options.outbox();
  checks.push({
    name: 'outbox',
    ok: outbox !== 'stopped',
    detail: outbox === 'off' ? 'not run by this process' : outbox,
  });
  const needed = options.minFreeBytes ?? minimumFreeBytes();
  try {
    const disk = await statfs(options.dataDir);
    const free = disk.bavail * disk.bsize;
    // The store's probe may never reach the disk (SQLite rolls back in memory): a small file
    // written, flushed and removed shows the data folder itself takes writes (uploads, mail).
    await within(probeDataFolder(options.dataDir), 2_000);
    checks.push({
      name: 'disk',
      ok: free >= needed,
      detail: `${Math.floor(free / 1024 / 1024)} MB free (needs ${Math.ceil(needed / 1024 / 1024)} MB); takes writes`,
    });
  } catch (error) {
    checks.push({ name: 'disk', ok: false, detail: error instanceof Error ? error.message : String(error) });
  }
  return { ready: checks.every((check) => check.ok), checks };
}

/** Writes 4 KB to a file of its own in the data folder, flushes it and removes it. */
async function probeDataFolder(dataDir: string): Promise<void> {
  const file = join(dataDir, `.ready-probe-${process.pid}`);
  const handle = await open(file, 'w');
  try {
    await handle.write(Buffer.alloc(4096));
    await handle.sync();
  } finally {
    await handle.close();
    await unlink(file).catch(() => undefined);
  }
}

/**
 * The readiness check shared by the calls of one second: /api/ready is public, and each check
 * writes and flushes a file and takes the write lock, which a flood of calls must not multiply.
 */
export function sharedReadiness(check: () => Promise<Readiness>, forMs = 1000): () => Promise<Readiness> {
  let last: { at: number; result: Promise<Readiness> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at >= forMs) last = { at: now, result: check() };
    return last.result;
  };
}
