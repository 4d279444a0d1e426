import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE } from '../../../src/server/thread-priority.ts';

/** Field 19 of /proc/<pid>/task/<tid>/stat is the task's nice value. */
function niceOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe.runIf(process.platform === 'linux')('lowerThisThreadPriority', () => {
  it('lowers the calling thread only: the thread answering requests keeps its priority', async () => {
    const moduleUrl = new URL('../../../src/server/thread-priority.ts', import.meta.url).href;
    const worker = new Worker(
      `import { readlinkSync } from 'node:fs';
       import { parentPort } from 'node:worker_threads';
       const { lowerThisThreadPriority } = await import(${JSON.stringify(moduleUrl)});
       const lowered = lowerThisThreadPriority();
       parentPort.postMessage({ lowered, self: readlinkSync('/proc/thread-self') });
       parentPort.once('message', () => process.exit(0));`,
      { eval: true, type: 'module' } as never,
    );
    const reply = await new Promise<{ lowered: boolean; self: string }>((resolve) =>
      worker.once('message', resolve),
    );
    const workerNice = niceOf(`/proc/${reply.self}/stat`);
    const mainNice = niceOf('/proc/thread-self/stat');
    worker.postMessage('done');
    await new Promise((resolve) => worker.once('exit', resolve));
    expect(reply.lowered).toBe(true);
    expect(workerNice).toBe(BACKGROUND_NICE);
    expect(mainNice).toBe(0);
  });
});
