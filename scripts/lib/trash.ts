// Deletes dist/.trash (replaced sites) in a detached process, so a build does not wait for
// tens of thousands of files to be removed. A later build sweeps whatever is still there.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function emptyTrash(distDir: string): void {
  const trash = join(distDir, '.trash');
  if (!existsSync(trash)) return;
  const sweeper = spawn(
    process.execPath,
    [
      '-e',
      'for (const entry of require("fs").readdirSync(process.argv[1])) require("fs").rmSync(require("path").join(process.argv[1], entry), { recursive: true, force: true })',
      trash,
    ],
    { detached: true, stdio: 'ignore' },
  );
  sweeper.unref();
}
