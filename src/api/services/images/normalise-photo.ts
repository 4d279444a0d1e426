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
import { DecoderUnavailable, decodeHeic } from './heic.ts';

/** The long side of a stored photo: enough for a dealer to judge a car's condition. */
export const MAX_PHOTO_EDGE = 2048;
/** 50 megapixels: above every phone camera's (48 MP), far below a decompression bomb's. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const STORED_JPEG_QUALITY = 82;
/** A JPEG, PNG or GIF that takes longer than this to decode is refused (libvips stops it). */
const DECODE_TIMEOUT_SECONDS = 20;

export const PHOTO_UNREADABLE =
  'We could not read this photo. Please choose another JPEG, PNG, GIF or HEIC photo.';
export const PHOTO_TOO_MANY_PIXELS = 'This photo is over 50 megapixels. Please choose a smaller photo.';
export const PHOTOS_BUSY = 'We are busy reading other photos. Please try this one again in a moment.';
const BUSY_RETRY_SECONDS = 10;

/** Two photos at a time (decoding takes a core and up to 200MB), and a few more waiting. */
const DECODING_AT_ONCE = 2;
const MAX_WAITING = 8;
let decoding = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (decoding < DECODING_AT_ONCE) decoding++;
  else {
    // A full queue answers at once rather than holding more uploads (each up to 10MB) in memory.
    if (queue.length >= MAX_WAITING)
      throw new HttpError(503, PHOTOS_BUSY, { retryAfterSeconds: BUSY_RETRY_SECONDS });
    // The slot is handed over by the one that ends (the count stays as it is).
    await new Promise<void>((resolve) => queue.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else decoding--;
  }
}

async function heicPixels(bytes: Uint8Array): Promise<Sharp> {
  let decoded: Awaited<ReturnType<typeof decodeHeic>>;
  try {
    decoded = await decodeHeic(bytes, MAX_INPUT_PIXELS);
  } catch (error) {
    // The decoder stopped or stalled: the server's trouble, not the photo's.
    if (error instanceof DecoderUnavailable)
      throw new HttpError(503, PHOTOS_BUSY, { retryAfterSeconds: BUSY_RETRY_SECONDS });
    throw error;
  }
  if ('tooManyPixels' in decoded) throw new HttpError(413, PHOTO_TOO_MANY_PIXELS);
  if ('unreadable' in decoded || decoded.width * decoded.height > MAX_INPUT_PIXELS)
    throw new HttpError(422, PHOTO_UNREADABLE);
  return sharp(decoded.pixels, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
}

/** The photo as it is stored: a bounded, upright JPEG without metadata; 413/422/503 when it cannot be. */
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
        .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
        .toBuffer();
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message))
        throw new HttpError(413, PHOTO_TOO_MANY_PIXELS);
      throw new HttpError(422, PHOTO_UNREADABLE);
    }
  });
}
