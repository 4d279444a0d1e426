/**
 * Demo media generator.
 *
 *   node scripts/demo/generate-media.ts [--out .cache/demo-media] [--force]
 *
 * Draws the demo photo pool with sharp (SVG → JPEG):
 *   <out>/demo/<body>-<colour>-<angle>.jpg          600×400
 *   <out>/demo/thumbs/<body>-<colour>-<angle>.jpg   150×100
 *   <out>/demo/spin/<body>-<colour>/00..23.jpg      600×400, for a few body/colour pairs
 *   <out>/placeholder.jpg                           600×400 "Photo coming soon"
 *   <out>/demo/slides/<name>.jpg                    1920×540 home promotions slides (PROMO-03)
 * A stamp file records the generator version; when it matches, nothing is redrawn.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { BASE_COLOURS, MEDIA_BODIES } from './catalogue.ts';
import { ANGLES, SPIN_FRAMES, SPIN_PAIRS, imageName, spinFrameName } from './media-paths.ts';
import {
  HEIGHT,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  WIDTH,
  photoSvg,
  placeholderSvg,
  slideSvg,
  spinFrameSvg,
} from './silhouettes.ts';
import { DEMO_SLIDES } from './slides.ts';

/** Bump when the drawings change, so existing pools are redrawn. */
export const MEDIA_VERSION = 2;
export const DEFAULT_MEDIA_DIR = '.cache/demo-media';
const STAMP = '.demo-media-stamp.json';
const QUALITY = 70;
const THUMB = { width: 150, height: 100 };

interface Job {
  file: string;
  svg: () => string;
  /** Also write a thumbnail of the same picture here. */
  thumb?: string;
  /** Pixel size; default the stock photo size. */
  size?: { width: number; height: number };
}

export interface MediaResult {
  outDir: string;
  /** Files written by this run (0 when the stamp was current). */
  written: number;
  skipped: boolean;
  ms: number;
}

/** Every file of the pool, as drawing jobs. */
export function mediaJobs(outDir: string): Job[] {
  const jobs: Job[] = [{ file: join(outDir, 'placeholder.jpg'), svg: placeholderSvg }];
  for (const body of MEDIA_BODIES) {
    for (const colour of BASE_COLOURS) {
      for (const angle of ANGLES) {
        const name = imageName(body, colour, angle);
        jobs.push({
          file: join(outDir, 'demo', name),
          thumb: join(outDir, 'demo', 'thumbs', name),
          svg: () => photoSvg(body, colour, angle),
        });
      }
    }
  }
  for (const { body, colour } of SPIN_PAIRS) {
    for (let frame = 0; frame < SPIN_FRAMES; frame++) {
      jobs.push({
        file: join(outDir, 'demo', 'spin', `${body}-${colour}`, spinFrameName(frame)),
        svg: () => spinFrameSvg(body, colour, frame, SPIN_FRAMES),
      });
    }
  }
  for (const slide of DEMO_SLIDES) {
    jobs.push({
      file: join(outDir, 'demo', 'slides', `${slide.name}.jpg`),
      size: { width: SLIDE_WIDTH, height: SLIDE_HEIGHT },
      svg: () => slideSvg(slide.body, slide.colour, slide.sky, slide.headline),
    });
  }
  return jobs;
}

async function runJob(job: Job): Promise<number> {
  const image = sharp(Buffer.from(job.svg()));
  mkdirSync(dirname(job.file), { recursive: true });
  const { width, height } = job.size ?? { width: WIDTH, height: HEIGHT };
  const full = await image.clone().resize(width, height).jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
  writeFileSync(job.file, full);
  if (!job.thumb) return 1;
  mkdirSync(dirname(job.thumb), { recursive: true });
  await sharp(full)
    .resize(THUMB.width, THUMB.height)
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toFile(job.thumb);
  return 2;
}

/** Runs jobs with at most `limit` in flight. */
async function runAll(jobs: Job[], limit: number): Promise<number> {
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const files = await runJob(job);
      written += files;
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return written;
}

function stampIsCurrent(outDir: string): boolean {
  const file = join(outDir, STAMP);
  if (!existsSync(file) || !existsSync(join(outDir, 'placeholder.jpg'))) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version === MEDIA_VERSION;
  } catch {
    return false;
  }
}

/**
 * Makes sure the demo media pool exists in `outDir` (relative paths resolve against the
 * current directory). Returns at once when the stamp shows this generator version already ran.
 */
export async function ensureDemoMedia(
  outDir = DEFAULT_MEDIA_DIR,
  options: { force?: boolean } = {},
): Promise<MediaResult> {
  const started = performance.now();
  const dir = resolve(outDir);
  if (!options.force && stampIsCurrent(dir))
    return { outDir: dir, written: 0, skipped: true, ms: performance.now() - started };
  const jobs = mediaJobs(dir);
  // sharp already spreads one image over libvips threads; a few images in flight per CPU keeps them busy.
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  let written: number;
  try {
    written = await runAll(jobs, Math.max(4, availableParallelism() * 2));
  } finally {
    sharp.concurrency(threads);
  }
  writeFileSync(join(dir, STAMP), `${JSON.stringify({ version: MEDIA_VERSION, files: written }, null, 2)}\n`);
  return { outDir: dir, written, skipped: false, ms: performance.now() - started };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log('Usage: node scripts/demo/generate-media.ts [--out .cache/demo-media] [--force]');
    return;
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const outDir = values.out ? resolve(values.out) : join(root, DEFAULT_MEDIA_DIR);
  const result = await ensureDemoMedia(outDir, { force: values.force ?? false });
  const seconds = (result.ms / 1000).toFixed(2);
  if (result.skipped)
    console.log(
      `Demo media is up to date in ${result.outDir} (version ${MEDIA_VERSION}); 0 files written in ${seconds} s`,
    );
  else console.log(`Demo media: ${result.written} files written to ${result.outDir} in ${seconds} s`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
