/**
 * The main thread's side of heic-thread.ts: one decoding thread, started on the first HEIC
 * photo and stopped after a minute without one, so the WebAssembly memory a large photo grew
 * is given back instead of held for the life of the server.
 */
import { Worker } from 'node:worker_threads';
import type { HeicAnswer } from './heic-thread.ts';

const IDLE_MS = 60_000;

let worker: Worker | undefined;
let idle: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (answer: HeicAnswer) => void; reject: (error: Error) => void }>();

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./heic-thread.ts', import.meta.url));
  started.unref();
  started.on('message', (answer: HeicAnswer) => {
    waiting.get(answer.id)?.resolve(answer);
    waiting.delete(answer.id);
  });
  const fail = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    if (worker === started) worker = undefined;
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the HEIC decoder stopped (exit ${code})`)));
  worker = started;
  return started;
}

function stopWhenIdle(): void {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => {
    if (waiting.size > 0) return stopWhenIdle();
    const stopping = worker;
    worker = undefined;
    void stopping?.terminate();
  }, IDLE_MS);
  idle.unref();
}

/** The RGBA pixels of a HEIC file's primary image; rejects when it does not decode. */
export async function decodeHeic(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; pixels: Uint8ClampedArray }> {
  const id = nextId++;
  const answer = await new Promise<HeicAnswer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread().postMessage({ id, bytes });
  });
  stopWhenIdle();
  if ('error' in answer) throw new Error(answer.error);
  return answer;
}
