/**
 * Decodes HEIC photos off the main thread. libheif runs as WebAssembly and takes a third of a
 * second for a 12-megapixel phone photo, which on the main thread would hold up every other
 * request. Each message is one file's bytes; the answer is its RGBA pixels, transferred.
 */
import { parentPort } from 'node:worker_threads';
import decode from 'heic-decode';

export interface HeicRequest {
  id: number;
  bytes: Uint8Array;
}

export type HeicAnswer =
  | { id: number; width: number; height: number; pixels: Uint8ClampedArray }
  | { id: number; error: string };

const port = parentPort!;
port.on('message', async ({ id, bytes }: HeicRequest) => {
  try {
    const { width, height, data } = await decode({ buffer: bytes });
    const answer: HeicAnswer = { id, width, height, pixels: data };
    port.postMessage(answer, [data.buffer as ArrayBuffer]);
  } catch (error) {
    const answer: HeicAnswer = { id, error: error instanceof Error ? error.message : String(error) };
    port.postMessage(answer);
  }
});
