// A timed build starts on a quiet disk. Each build moves the site it replaces to dist/.trash,
// which a detached process deletes (scripts/lib/trash.ts): back to back, the next build's
// figure would include tens of thousands of deletions on the same disk, which no CI job (one
// build each) or dealer sees. Waits at most two minutes.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function waitForEmptyTrash(distDir: string): void {
  const trash = join(distDir, '.trash');
  const until = Date.now() + 120_000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (existsSync(trash) && readdirSync(trash).length > 0 && Date.now() < until)
    Atomics.wait(pause, 0, 0, 200);
}
