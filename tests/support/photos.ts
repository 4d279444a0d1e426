/**
 * Real photos for upload tests, made with sharp (the API decodes every upload, so a file that
 * only starts like an image is refused). HEIC cannot be written by sharp's libvips (no HEVC
 * encoder): tests/fixtures/photos/car.heic was made with Debian's heif-enc (libheif-examples,
 * x265), 96×64, blue top-left quarter on red.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

export interface Photos {
  jpeg: Uint8Array;
  png: Uint8Array;
  gif: Uint8Array;
  heic: Uint8Array;
}

const scene = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).composite([
    {
      input: {
        create: { width: width / 2, height: height / 2, channels: 3, background: { r: 20, g: 90, b: 200 } },
      },
      left: 0,
      top: 0,
    },
  ]);

export async function photos(): Promise<Photos> {
  return {
    jpeg: new Uint8Array(await scene(96, 64).jpeg().toBuffer()),
    png: new Uint8Array(await scene(96, 64).png().toBuffer()),
    gif: new Uint8Array(await scene(96, 64).gif().toBuffer()),
    heic: new Uint8Array(readFileSync(new URL('../fixtures/photos/car.heic', import.meta.url))),
  };
}

/**
 * A phone-sized JPEG (4032×3024) taken sideways (EXIF orientation 6: rotate 90° to view) with
 * a GPS position in its metadata.
 */
export async function phonePhoto(): Promise<Uint8Array> {
  const buffer = await scene(4032, 3024)
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'Apple' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(buffer);
}
