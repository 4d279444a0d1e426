/**
 * Pages finished and written on a second thread (BLD-08). A build process renders on one
 * thread; taking Astro's scripts out of a page, compacting it, hashing its inline scripts and
 * writing its file (src/build/page-output.ts) cost about 1 s of a 1,000-car tenant's 6 s of
 * rendering. When the build has a core to spare (a tenant built alone and not split, so the
 * other cores idle: scripts/build-tenant.ts decides), that work runs here instead, while the
 * rendering thread goes on to the next pages. A page's render still waits for its own file,
 * so a page that cannot be written fails its tenant as before.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ScriptWriter, writeFinishedPage } from './page-output.ts';

export interface PageJob {
  id: number;
  siteDir: string;
  pathname: string;
  html: string;
}

export type PageJobAnswer = { id: number; scriptHashes: string[] } | { id: number; error: string };

export interface PageWriter {
  /** Finishes and writes the page; its inline scripts' CSP hashes. */
  write(siteDir: string, pathname: string, html: string): Promise<string[]>;
  /** Stops the thread once the pages handed to it are written. */
  close(): Promise<void>;
}

/** The same steps on the rendering thread: a build with no core to spare. */
export function inlinePageWriter(writeScript: ScriptWriter): PageWriter {
  return {
    write: (siteDir, pathname, html) => writeFinishedPage(siteDir, pathname, html, writeScript),
    close: async () => {},
  };
}

const THREAD_FILE = fileURLToPath(new URL('./page-writer-thread.ts', import.meta.url));

/**
 * A writer thread for the build's output folder. `knownScripts` names the runtime scripts the
 * build already has in its `_astro/` (copied from a live site).
 */
export function startPageWriter(outDir: string, knownScripts: Iterable<string> = []): PageWriter {
  if (!existsSync(THREAD_FILE)) throw new Error(`The page writer thread's module is missing: ${THREAD_FILE}`);
  const worker = new Worker(THREAD_FILE, { workerData: { outDir, knownScripts: [...knownScripts] } });
  const waiting = new Map<number, { resolve: (hashes: string[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let broken: Error | undefined;
  let closing = false;
  const failAll = (error: Error) => {
    broken = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker.unref();
  };
  worker.on('message', (answer: PageJobAnswer) => {
    const job = waiting.get(answer.id);
    if (!job) return;
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
    if ('error' in answer) job.reject(new Error(answer.error));
    else job.resolve(answer.scriptHashes);
  });
  worker.on('error', (error) => failAll(new Error(`The page writer thread failed: ${error.message}`)));
  worker.on('exit', (code) => {
    // Stopped other than by close(): no page can be written any more, and each write says so.
    if (!closing)
      failAll(new Error(`The page writer thread stopped (exit code ${code}); pages cannot be written`));
  });
  // Idle between pages, the thread must not hold the build process open; with pages handed to
  // it, it must: unref'd, the channel its answers come back on does not count either, and a
  // process whose renders all wait for their pages would end with them unwritten.
  worker.unref();
  return {
    write(siteDir, pathname, html) {
      if (broken) return Promise.reject(broken);
      const id = nextId++;
      return new Promise<string[]>((resolve, reject) => {
        if (waiting.size === 0) worker.ref();
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, siteDir, pathname, html } satisfies PageJob);
      });
    },
    async close() {
      // Every render awaited its page, so nothing is waiting by now.
      closing = true;
      await worker.terminate();
    },
  };
}
