// A timed build starts on a quiet disk. Each build moves the site it replaces to dist/.trash,
// which a detached process deletes (scripts/lib/trash.ts): back to back, the next build's
// figure would include tens of thousands of deletions on the same disk, which no CI job (one
// build each) or dealer sees. Waits at most two minutes.
//
// BENCH_SETTLE_SECONDS=61 then also flushes the disk and waits that long. ext4 without a journal
// (this machine's disk) does not reuse an inode deleted in the last 60 s (300 s while its table
// block is dirty): it scans past them, so a build that creates thousands of files just after
// thousands were deleted pays for the scan on each one. A CI job, building once, does not.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function waitForEmptyTrash(distDir: string): void {
  const trash = join(distDir, '.trash');
  const until = Date.now() + 120_000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (existsSync(trash) && readdirSync(trash).length > 0 && Date.now() < until)
    Atomics.wait(pause, 0, 0, 200);
  const settle = Number(process.env['BENCH_SETTLE_SECONDS'] ?? 0);
  if (settle > 0) {
    execFileSync('sync');
    Atomics.wait(pause, 0, 0, settle * 1000);
  }
}
