/**
 * sharp, loaded on the first image the build has to read. Its native library takes about
 * 130 ms to load, in every build process, and a feed change whose photos are all in the image
 * cache resizes none.
 */
import type SharpFactory from 'sharp';

let loading: Promise<typeof SharpFactory> | undefined;

export function loadSharp(): Promise<typeof SharpFactory> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
