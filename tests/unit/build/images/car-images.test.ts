/**
 * The build's image pipeline (issue 16) on real-size and broken photos: a 3,000 × 2,000 JPEG
 * of about 1.5 MB, a CMYK JPEG, a photo rotated by EXIF, a truncated JPEG, an SVG with a
 * script, a 40 MB TIFF, a URL that answers 404 and the same photo listed twice, served by a
 * loopback HTTP server or read from the media folder. Each bad photo is reported for its car
 * and left out; nothing fails; a second build resizes nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processCarImages } from '../../../../src/build/images/car-images.ts';
import type { Car } from '../../../../src/model/car.ts';

const work = mkdtempSync(join(tmpdir(), 'car-images-'));
const cacheDir = join(work, 'cache');
const files = new Map<string, Buffer>();
let server: Server;
let base: string;

/** A photo-like picture: gradients and grain, so it compresses as a photo does. */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = ((x * 7919 + y * 104729) % 97) - 48;
      raw[i] = Math.max(0, Math.min(255, (x * 255) / width + grain));
      raw[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + grain));
      raw[i + 2] = Math.max(0, Math.min(255, 128 + grain * 2));
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const car = (slug: string, images: string[], spin: string[] = [], interior: string[] = []): Car =>
  ({
    id: slug,
    slug,
    images: images.map((image) => ({ image })),
    spin_images: spin,
    spin_interior_image: interior,
    photos_count: images.length,
    primary_image_url: images[0],
    thumbnails: images,
  }) as unknown as Car;

beforeAll(async () => {
  const big = await photo(3000, 2000);
  files.set('/big.jpg', big);
  files.set('/big-again.jpg', big); // the same photo under another URL
  files.set(
    '/cmyk.jpg',
    await sharp(await photo(800, 600))
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer(),
  );
  // A landscape picture the camera says to turn a quarter (EXIF orientation 6).
  files.set(
    '/turned.jpg',
    await sharp(await photo(900, 600))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer(),
  );
  files.set('/cut.jpg', big.subarray(0, Math.floor(big.length / 3)));
  files.set(
    '/drawing.svg',
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><script>alert(1)</script><rect width="600" height="400"/></svg>',
    ),
  );
  files.set(
    '/huge.tif',
    await sharp({ create: { width: 3700, height: 3700, channels: 3, background: '#808080' } })
      .tiff({ compression: 'none' })
      .toBuffer(),
  );
  files.set(
    '/cut-out.png',
    await sharp({
      create: { width: 800, height: 400, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer(),
  );
  server = createServer((request, response) => {
    const body = files.get(request.url ?? '');
    if (!body) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A local photo in the platform's media folder.
  mkdirSync(join(work, 'public', 'media', 'cars'), { recursive: true });
  writeFileSync(join(work, 'public', 'media', 'cars', 'local.jpg'), await photo(600, 400));
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('the image pipeline', () => {
  let first: Awaited<ReturnType<typeof processCarImages>>;
  const stock = () => [
    car('good', [`${base}/big.jpg`, `${base}/missing.jpg`, `${base}/big-again.jpg`, '/media/cars/local.jpg']),
    car('broken', [`${base}/cut.jpg`, `${base}/drawing.svg`, `${base}/huge.tif`, '/media/cars/nowhere.jpg']),
    car('odd', [`${base}/cmyk.jpg`, `${base}/turned.jpg`]),
    car(
      'spin',
      [],
      [`${base}/big.jpg`, `${base}/missing-frame.jpg`, '/media/cars/local.jpg'],
      [`${base}/cut.jpg`],
    ),
  ];
  const options = () => ({ root: work, mediaDir: 'media-cache', cacheDir, quality: 75, concurrency: 2 });

  const content = () => [
    { owner: 'model hilux', url: `${base}/big.jpg` },
    { owner: 'slide summer', url: `${base}/missing-slide.jpg` },
  ];

  beforeAll(async () => {
    first = await processCarImages(stock(), options(), content());
  }, 120_000);

  it('reports each photo it could not use, for its car, in plain words', () => {
    expect(first.report.failed).toEqual([
      { car: 'good', url: `${base}/missing.jpg`, reason: 'answered HTTP 404' },
      { car: 'broken', url: `${base}/cut.jpg`, reason: expect.stringMatching(/^could not be decoded/) },
      { car: 'broken', url: `${base}/drawing.svg`, reason: 'an SVG drawing, not a photo' },
      { car: 'broken', url: `${base}/huge.tif`, reason: 'too large (39.2 MB; at most 30.0 MB)' },
      { car: 'broken', url: '/media/cars/nowhere.jpg', reason: 'not found in the media folder' },
      { car: 'spin', url: `${base}/missing-frame.jpg`, reason: 'answered HTTP 404' },
      { car: 'spin', url: `${base}/cut.jpg`, reason: expect.stringMatching(/^could not be decoded/) },
    ]);
    expect(first.report.contentFailed).toEqual([
      { owner: 'slide summer', url: `${base}/missing-slide.jpg`, reason: 'answered HTTP 404' },
    ]);
    expect(first.report).toMatchObject({ photos: 12, processed: 4, cached: 0 });
  });

  it('keeps the photos it could and points the car at their variants', () => {
    const [good, broken, odd] = first.cars;
    // The big photo under two URLs is resized once (both show its one set); the local photo
    // keeps its 600 px.
    const big = {
      image: expect.stringMatching(/^\/img\/[0-9a-f]{16}-1920\/640\.jpg$/),
      thumb: expect.stringMatching(/-1920\/160\.jpg$/),
    };
    expect(good!.images).toEqual([
      big,
      big,
      {
        image: expect.stringMatching(/^\/img\/[0-9a-f]{16}-600\/600\.jpg$/),
        thumb: expect.stringMatching(/-600\/160\.jpg$/),
      },
    ]);
    expect(good!.images[1]).toEqual(good!.images[0]);
    expect(good!.photos_count).toBe(3);
    expect(good!.primary_image_url).toBe(good!.images[0]!.image);
    // No photo left: the card and the gallery show the placeholder.
    expect(broken!.images).toEqual([]);
    expect(broken!.primary_image_url).toBeUndefined();
    expect(odd!.images).toHaveLength(2);
  });

  it('resizes spin frames too; a missing frame shows the angle before it, a spin of none is gone', () => {
    const [good, , , spin] = first.cars;
    const local = good!.images[2]!.image;
    expect(spin!.spin_images).toEqual([good!.images[0]!.image, good!.images[0]!.image, local]);
    expect(spin!.spin_interior_image).toEqual([]);
  });

  it('resizes the tenant’s content photos the same way; one it could not use stays as the tenant gave it', () => {
    expect([...first.content]).toEqual([
      [`${base}/big.jpg`, first.cars[0]!.images[0]!.image],
      [`${base}/missing-slide.jpg`, `${base}/missing-slide.jpg`],
    ]);
  });

  it('writes every width up to the photo’s own in AVIF and JPEG, and the 1200×630 card', async () => {
    const dir = first.dirs.find((d) => d.endsWith('-1920'))!;
    const written = readdirSync(join(cacheDir, dir))
      .filter((f) => !f.startsWith('.'))
      .sort();
    expect(written).toEqual(
      [160, 320, 640, 960, 1280, 1920]
        .flatMap((w) => [`${w}.avif`, `${w}.jpg`])
        .concat('og.jpg')
        .sort(),
    );
    expect(await sharp(join(cacheDir, dir, '640.jpg')).metadata()).toMatchObject({ width: 640, height: 427 });
    expect(await sharp(join(cacheDir, dir, 'og.jpg')).metadata()).toMatchObject({ width: 1200, height: 630 });
    const small = first.dirs.find((d) => d.endsWith('-600'))!;
    expect(
      readdirSync(join(cacheDir, small))
        .filter((f) => f.endsWith('.jpg'))
        .sort(),
    ).toEqual(['160.jpg', '320.jpg', '600.jpg', 'og.jpg']);
  });

  it('turns a CMYK photo into sRGB and an EXIF-rotated one upright, with no metadata left', async () => {
    const odd = first.cars[2]!;
    const file = (src: string) => join(cacheDir, src.slice('/img/'.length));
    const cmyk = await sharp(file(odd.images[0]!.image)).metadata();
    expect(cmyk.space).toBe('srgb');
    const turned = await sharp(file(odd.images[1]!.image.replace('/640.jpg', '/600.jpg'))).metadata();
    // 900 × 600 turned a quarter: 600 wide, 900 high.
    expect([turned.width, turned.height, turned.orientation, turned.exif]).toEqual([
      600,
      900,
      undefined,
      undefined,
    ]);
  });

  it('a second build resizes nothing: every photo it used comes from the cache', async () => {
    const again = await processCarImages(stock(), options());
    expect(again.report).toMatchObject({ photos: 11, processed: 0, cached: 5 });
    expect(again.content.size).toBe(0);
    expect(again.cars.map((c) => c.images)).toEqual(first.cars.map((c) => c.images));
    expect(existsSync(join(cacheDir, 'sources.json'))).toBe(true);
  }, 60_000);

  it('with an image CDN resizes only the site’s own photos; a graphic with transparency, or a page’s own file outside /media/, stays as it was', async () => {
    const result = await processCarImages(
      [car('cdn', [`${base}/big.jpg`, '/media/cars/local.jpg'])],
      { ...options(), skip: (source) => /^https?:\/\//.test(source) },
      [
        { owner: 'promo cut-out', url: '/media/cars/local.jpg' },
        { owner: 'slide banner', url: '/brand/banner.png' },
      ],
    );
    const [cdn] = result.cars;
    expect(cdn!.images[0]).toEqual({ image: `${base}/big.jpg` });
    expect(cdn!.images[1]!.image).toMatch(/^\/img\/[0-9a-f]{16}-600\/600\.jpg$/);
    expect(result.content.get('/brand/banner.png')).toBe('/brand/banner.png');
    const cutOut = await processCarImages([], options(), [
      { owner: 'promo cut-out', url: `${base}/cut-out.png` },
    ]);
    expect(cutOut.content.get(`${base}/cut-out.png`)).toBe(`${base}/cut-out.png`);
    expect(cutOut.report.contentFailed).toEqual([]);
  }, 60_000);
});
