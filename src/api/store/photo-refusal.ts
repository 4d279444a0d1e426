/** Shared by both stores' reserveImage: which limit refused a photo. */
import type { PhotoReservation } from './types.ts';

/** Which limit refused a photo, from the valuation's use after the refusal. */
export function refusal(
  used: { images: number; image_bytes: number } | undefined,
  bytes: number,
  maxImages: number,
  maxValuationBytes: number,
): PhotoReservation {
  if (!used || used.images >= maxImages) return { refused: 'images' };
  if (Number(used.image_bytes) + bytes > maxValuationBytes) return { refused: 'valuation bytes' };
  return { refused: 'tenant bytes' };
}
