/**
 * The main thread's side of heic-thread.ts: one decoding thread, started on the first HEIC
 * photo and stopped after a minute without one, so the WebAssembly memory a large photo grew
 * is given back instead of held for the life of the server. A decode that takes longer than
 * DECODE_TIMEOUT_MS stops the thread (a decoder caught in a loop never holds the uploads up);
 * a thread that stops fails only the photos sent to it.
 */
import { Worker } from 'node:worker_threads';
import type { HeicAnswer, HeicRequest } from './heic-thread.ts';

const IDLE_MS = 60_000;
/** Far above a 48-megapixel photo's decode here (about 1.5 s). */
export const DECODE_TIMEOUT_MS = 20_000;

/** The decoder could not answer (it stopped, or took too long): the server's fault, not the photo's. */
export class DecoderUnavailable extends Error {}

interface Waiting {
  resolve: (answer: HeicAnswer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

let current: Thread | undefined;
let idle: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;

function startThread(): Thread {
  const worker = new Worker(new URL('./heic-thread.ts', import.meta.url));
  worker.unref();
  const thread: Thread = { worker, waiting: new Map() };
  worker.on('message', (answer: HeicAnswer) => {
    thread.waiting.get(answer.id)?.resolve(answer);
    thread.waiting.delete(answer.id);
  });
  // Only this thread's photos fail; a thread started since has its own.
  const fail = (error: Error) => {
    for (const { reject } of thread.waiting.values()) reject(new DecoderUnavailable(error.message));
    thread.waiting.clear();
    if (current === thread) current = undefined;
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the HEIC decoder stopped (exit ${code})`)));
  return thread;
}

function stopWhenIdle(): void {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => {
    const thread = current;
    if (!thread) return;
    if (thread.waiting.size > 0) return stopWhenIdle();
    current = undefined;
    void thread.worker.terminate();
  }, IDLE_MS);
  idle.unref();
}

export type HeicResult =
  | { width: number; height: number; pixels: Uint8ClampedArray }
  | { tooManyPixels: true }
  | { unreadable: true };

/**
 * The RGBA pixels of a HEIC file's primary image, unless it has more than `maxPixels` (known
 * before decoding) or does not decode; rejects with DecoderUnavailable when the decoder fails.
 */
export async function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<HeicResult> {
  current ??= startThread();
  const thread = current;
  const id = nextId++;
  const answer = await new Promise<HeicAnswer>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A stuck decode: stop the thread; its photos (this one among them) fail, the next start afresh.
      if (current === thread) current = undefined;
      void thread.worker.terminate();
    }, DECODE_TIMEOUT_MS);
    timer.unref();
    const settle =
      <T>(done: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timer);
        done(value);
      };
    thread.waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
    const request: HeicRequest = { id, bytes, maxPixels };
    thread.worker.postMessage(request);
  });
  stopWhenIdle();
  if ('error' in answer) return { unreadable: true };
  if ('tooManyPixels' in answer) return { tooManyPixels: true };
  return answer;
}
