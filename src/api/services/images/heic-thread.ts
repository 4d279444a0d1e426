/**
 * Decodes HEIC photos off the main thread. libheif runs as WebAssembly and takes a third of a
 * second for a 12-megapixel phone photo, which on the main thread would hold up every other
 * request. Each message is one file's bytes; the answer is the RGBA pixels of its primary image
 * (the one the phone shows), transferred — or, before a pixel is decoded, that the image is
 * larger than `maxPixels`, or that the file does not decode.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type libheifModule from 'libheif-js/wasm-bundle';

// A CommonJS bundle without an exports map: required, as it is written to be.
const libheif = createRequire(import.meta.url)('libheif-js/wasm-bundle') as typeof libheifModule;

export interface HeicRequest {
  id: number;
  bytes: Uint8Array;
  maxPixels: number;
}

export type HeicAnswer =
  | { id: number; width: number; height: number; pixels: Uint8ClampedArray }
  | { id: number; tooManyPixels: true }
  | { id: number; error: string };

function display(
  image: ReturnType<InstanceType<typeof libheifModule.HeifDecoder>['decode']>[number],
  width: number,
  height: number,
): Promise<Uint8ClampedArray> {
  return new Promise((resolve, reject) =>
    image.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, (result) =>
      result ? resolve(result.data) : reject(new Error('HEIF processing error')),
    ),
  );
}

const port = parentPort!;
port.on('message', async ({ id, bytes, maxPixels }: HeicRequest) => {
  await libheif.ready;
  const decoder = new libheif.HeifDecoder();
  const images = (() => {
    try {
      return decoder.decode(bytes);
    } catch {
      return [];
    }
  })();
  try {
    // The primary image, not merely the first: a file may hold others (thumbnails, bursts).
    const image = images.find((candidate) => candidate.is_primary()) ?? images[0];
    if (!image) throw new Error('no image in the file');
    const width = image.get_width();
    const height = image.get_height();
    if (width * height > maxPixels) {
      const answer: HeicAnswer = { id, tooManyPixels: true };
      port.postMessage(answer);
      return;
    }
    const pixels = await display(image, width, height);
    const answer: HeicAnswer = { id, width, height, pixels };
    port.postMessage(answer, [pixels.buffer as ArrayBuffer]);
  } catch (error) {
    const answer: HeicAnswer = { id, error: error instanceof Error ? error.message : String(error) };
    port.postMessage(answer);
  } finally {
    for (const image of images) image.free();
    decoder.decoder.delete();
  }
});
