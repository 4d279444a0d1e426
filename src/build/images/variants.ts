/**
 * Writes the variants of one photo (issue 16): upright (EXIF orientation applied), sRGB (a
 * CMYK JPEG too), without metadata, at each width of VARIANT_WIDTHS up to the photo's own, as
 * AVIF and JPEG (the formats the pages ask for, src/domain/responsive-image.ts), plus the
 * 1200×630 Open Graph crop. The photo is decoded once, at most
 * 1920 px wide; each width is made from that. SVG and other non-photo formats are refused.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputInfo } from 'sharp';
import { loadSharp } from './load-sharp.ts';
import { OPEN_GRAPH_SIZE, VARIANT_WIDTHS } from '../../domain/responsive-image.ts';
import { SourceProblem } from './source.ts';

/** Formats a feed photo may come in. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'tiff', 'gif']);
/** At most this many pixels are decoded (a 12,000 × 8,000 photo); larger is refused. */
const MAX_PIXELS = 100_000_000;
const LARGEST = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;

/** Marks a set made of a picture with transparency or animation (see writeVariants). */
export const SEE_THROUGH = '.see-through';

/** The widths a photo `maxWidth` wide is written at. */
export function variantWidths(maxWidth: number): number[] {
  return [...new Set(VARIANT_WIDTHS.map((width) => Math.min(width, maxWidth)))];
}

/**
 * Encodes `source` into `dir` (written beside and renamed, so a crash leaves no half set);
 * the largest width written, which names the set.
 */
export async function writeVariants(source: Buffer, dir: string, quality: number): Promise<number> {
  const sharp = await loadSharp();
  let format: string | undefined;
  let seeThrough = false;
  try {
    const metadata = await sharp(source, { limitInputPixels: MAX_PIXELS }).metadata();
    format = metadata.format;
    // Transparency or animation is flattened into a still photo here; a tenant's own graphic
    // (a promotion with a cut-out car, an animated banner) is better shown as it is.
    seeThrough = metadata.hasAlpha === true || (metadata.pages ?? 1) > 1;
  } catch {
    throw new SourceProblem('not an image this build can read');
  }
  if (!format || !PHOTO_FORMATS.has(format))
    throw new SourceProblem(
      format === 'svg' ? 'an SVG drawing, not a photo' : `a ${format ?? 'unknown'} file, not a photo`,
    );
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .toColourspace('srgb')
      .flatten({ background: '#ffffff' })
      .resize({ width: LARGEST, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new SourceProblem(
      /pixel limit/i.test(message)
        ? 'over 100 megapixels'
        : `could not be decoded (${message.split('\n')[0]})`,
    );
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const staging = `${dir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const jobs: Promise<void>[] = [];
  for (const width of variantWidths(info.width)) {
    const resized = () => sharp(data, raw).resize({ width });
    jobs.push(
      resized()
        .jpeg({ quality })
        .toFile(join(staging, `${width}.jpg`))
        .then(() => undefined),
      // AVIF's quality scale runs lower than JPEG's for the same look.
      resized()
        .avif({ quality: Math.max(30, quality - 25), effort: 0 })
        .toFile(join(staging, `${width}.avif`))
        .then(() => undefined),
    );
  }
  jobs.push(
    sharp(data, raw)
      .resize({ ...OPEN_GRAPH_SIZE, fit: 'cover' })
      .jpeg({ quality })
      .toFile(join(staging, 'og.jpg'))
      .then(() => undefined),
  );
  try {
    await Promise.all(jobs);
    if (seeThrough) writeFileSync(join(staging, SEE_THROUGH), '');
    writeFileSync(join(staging, '.complete'), '');
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } finally {
    // A failed encode leaves nothing behind in the cache.
    rmSync(staging, { recursive: true, force: true });
  }
  return info.width;
}
