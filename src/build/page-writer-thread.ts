/**
 * The writer thread (src/build/page-writer.ts): finishes and writes the pages the rendering
 * thread hands it, several at once (their file writes overlap on libuv's pool), and answers
 * each with its inline scripts' CSP hashes or why it could not be written.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { scriptWriter, writeFinishedPage } from './page-output.ts';
import type { PageJob, PageJobAnswer } from './page-writer.ts';

const { outDir, knownScripts } = workerData as { outDir: string; knownScripts: string[] };
const writeScript = scriptWriter(outDir, new Set(knownScripts));
const port = parentPort!;

port.on('message', async (job: PageJob) => {
  let answer: PageJobAnswer;
  try {
    answer = {
      id: job.id,
      scriptHashes: await writeFinishedPage(job.siteDir, job.pathname, job.html, writeScript),
    };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer);
});
