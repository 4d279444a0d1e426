/**
 * sharp, loaded on the first image the build has to read. Its native library takes about
 * 130 ms to load, in every build process, and a feed change whose photos are all in the image
 * cache (and a tenant without picture logos) resizes none.
 *
 * A sharp that cannot load is the build's fault, not one photo's: it throws SharpUnavailable,
 * which the photo and logo pipelines let through, so the tenant fails and its last good site
 * stays up rather than publishing every car without its photos.
 */
import type SharpFactory from 'sharp';

export class SharpUnavailable extends Error {
  constructor(cause: unknown) {
    super(
      `The image library (sharp) could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}. Run npm ci on this machine.`,
      { cause },
    );
    this.name = 'SharpUnavailable';
  }
}

let loading: Promise<typeof SharpFactory> | undefined;

export function loadSharp(): Promise<typeof SharpFactory> {
  loading ??= import('sharp').then(
    (module) => module.default,
    (error: unknown) => {
      throw new SharpUnavailable(error);
    },
  );
  return loading;
}
