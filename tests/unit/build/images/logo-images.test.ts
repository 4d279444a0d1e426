/**
 * Make logos given as pictures (issue 16): a 1,200 px PNG with transparency is resized once
 * to 160 and 320 px PNGs that keep it; a small one is never enlarged; a broken file is
 * reported and shown as it is; a second build resizes nothing.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPictureLogo,
  type LogoReport,
  processMakeLogos,
} from '../../../../src/build/images/logo-images.ts';

const work = mkdtempSync(join(tmpdir(), 'logo-images-'));
const cacheDir = join(work, 'cache');
const logos = [
  { path: '/brand/makes/land-rover.png', file: join(work, 'land-rover.png') },
  { path: '/makes/kia.webp', file: join(work, 'kia.webp') },
  { path: '/brand/makes/mg.png', file: join(work, 'mg.png') },
];
let first: LogoReport;

beforeAll(async () => {
  // Half transparent: a logo on no background.
  const transparent = {
    width: 1200,
    height: 600,
    channels: 4 as const,
    background: { r: 0, g: 80, b: 40, alpha: 0 },
  };
  writeFileSync(
    logos[0]!.file,
    await sharp({ create: transparent })
      .composite([
        {
          input: await sharp({
            create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 80, b: 40, alpha: 1 } },
          })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer(),
  );
  writeFileSync(
    logos[1]!.file,
    await sharp({ create: { width: 120, height: 60, channels: 3, background: '#c00' } })
      .webp()
      .toBuffer(),
  );
  writeFileSync(logos[2]!.file, Buffer.from('\x89PNG\r\n\x1a\nnot really'));
  first = await processMakeLogos(logos, cacheDir);
}, 30_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('make logos given as pictures', () => {
  it('takes PNG and WebP files, not SVG drawings', () => {
    expect(['a.png', 'b.WEBP', 'c.svg', 'd.jpg'].filter(isPictureLogo)).toEqual(['a.png', 'b.WEBP']);
  });

  it('resizes each to 160 and 320 px, never wider than its own, and keeps its transparency', async () => {
    expect(first.resized).toEqual({
      '/brand/makes/land-rover.png': expect.stringMatching(/^\/img\/[0-9a-f]{16}-320\/160\.png$/),
      '/makes/kia.webp': expect.stringMatching(/^\/img\/[0-9a-f]{16}-120\/120\.png$/),
    });
    const big = first.dirs.find((dir) => dir.endsWith('-320'))!;
    expect(readdirSync(join(cacheDir, big)).sort()).toEqual(['.complete', '160.png', '320.png']);
    const wide = await sharp(join(cacheDir, big, '320.png')).metadata();
    expect([wide.width, wide.height, wide.hasAlpha]).toEqual([320, 160, true]);
    const small = first.dirs.find((dir) => dir.endsWith('-120'))!;
    expect(readdirSync(join(cacheDir, small)).sort()).toEqual(['.complete', '120.png']);
  });

  it('reports a logo it cannot read, which is shown as the file it is', () => {
    expect(first.failed).toEqual([
      { logo: '/brand/makes/mg.png', reason: expect.stringMatching(/^could not be read as a picture/) },
    ]);
    expect(first).toMatchObject({ processed: 2, cached: 0 });
  });

  it('a second build resizes nothing', async () => {
    const again = await processMakeLogos(logos, cacheDir);
    expect(again).toMatchObject({ processed: 0, cached: 2, resized: first.resized });
  });
});
