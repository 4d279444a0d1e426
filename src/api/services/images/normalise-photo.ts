/**
 * Every uploaded photo is decoded and written again before it is stored (issue 14, defect 5):
 * what does not decode is refused, whatever its first bytes claim, and what is stored is a
 * JPEG no larger than MAX_PHOTO_EDGE on its long side, turned upright, with its metadata
 * (the phone's GPS position among it) left out. A 10MB upload becomes a few hundred KB, so a
 * valuation's ten photos stay small on disk and in the dealer's inbox.
 */
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../../errors.ts';
import type { ImageType } from '../valuation.ts';
import { decodeHeic } from './heic.ts';

/** The long side of a stored photo: enough for a dealer to judge a car's condition. */
export const MAX_PHOTO_EDGE = 2048;
/** 50 megapixels: above every phone camera's (48 MP), far below a decompression bomb's. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const STORED_JPEG_QUALITY = 82;

export const PHOTO_UNREADABLE =
  'We could not read this photo. Please choose another JPEG, PNG, GIF or HEIC photo.';
export const PHOTO_TOO_MANY_PIXELS = 'This photo is over 50 megapixels. Please choose a smaller photo.';

/** Two photos at a time: decoding takes a core and up to 200MB while it runs. */
const DECODING_AT_ONCE = 2;
let decoding = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODING_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
  decoding++;
  try {
    return await work();
  } finally {
    decoding--;
    queue.shift()?.();
  }
}

async function heicPixels(bytes: Uint8Array): Promise<Sharp> {
  // The header first (libvips reads HEIF headers): the size is known before any pixel is decoded.
  const header = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height) throw new HttpError(422, PHOTO_UNREADABLE);
  if (header.width * header.height > MAX_INPUT_PIXELS) throw new HttpError(413, PHOTO_TOO_MANY_PIXELS);
  const decoded = await decodeHeic(bytes).catch(() => undefined);
  if (!decoded) throw new HttpError(422, PHOTO_UNREADABLE);
  return sharp(decoded.pixels, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
}

/** The photo as it is stored: a bounded, upright JPEG without metadata; 413/422 when it cannot be. */
export function normalisePhoto(bytes: Uint8Array, type: ImageType): Promise<Buffer> {
  return inTurn(async () => {
    const image =
      type === 'heic'
        ? await heicPixels(bytes)
        : // 'truncated': a file cut short is refused too, not stored half grey.
          sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false }).rotate();
    try {
      return await image
        .resize({ width: MAX_PHOTO_EDGE, height: MAX_PHOTO_EDGE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: STORED_JPEG_QUALITY })
        .toBuffer();
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message))
        throw new HttpError(413, PHOTO_TOO_MANY_PIXELS);
      throw new HttpError(422, PHOTO_UNREADABLE);
    }
  });
}
