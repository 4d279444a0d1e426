/**
 * The build's image pipeline (issue 16), for a tenant without an image CDN: every photo its
 * stock and its own content (contentImages) show is read once (a local /media/ file, or an http(s) URL when it can be reached),
 * resized into the widths and formats the layouts ask for (variants.ts) and kept in a cache
 * across builds, keyed by the photo's bytes; the cars then point at their variants
 * (/img/<key>-<width>/…); one photo under two addresses is resized once. (A repeated address
 * was left out when the feed was read, src/feed/feed-images.ts.) A photo that cannot be read,
 * fetched or decoded is left out of its car and reported; the car shows its next photo, or the
 * placeholder when none is left. Spin frames go the same way (spinFrames).
 * Nothing fails the tenant.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { spinFrames } from '../../domain/gallery.ts';
import { variantPath } from '../../domain/responsive-image.ts';
import type { Car } from '../../model/car.ts';
import type { ContentImage } from './content-images.ts';
import { isCompleteSet, placeSet } from './cache-set.ts';
import { fetchSource, fileStamp, localFile, readLocal, SourceProblem } from './source.ts';
import { SEE_THROUGH, writeVariants } from './variants.ts';
import { SharpUnavailable } from './load-sharp.ts';

/** Bumped when the variants written change, so old cache entries are not reused. */
const PIPELINE_VERSION = 3;

export interface ImageReport {
  /** Distinct photos the stock shows. */
  photos: number;
  /** Resized in this build. */
  processed: number;
  /** Taken from the cache (a warm rebuild: all of them). */
  cached: number;
  /** Photos left out, per car. */
  failed: { car: string; url: string; reason: string }[];
  /** Content photos (model pages, promotions, slides, offers, blog…) the build could not resize: shown as they are. */
  contentFailed: { owner: string; url: string; reason: string }[];
  ms: number;
}

export interface ImagePipelineOptions {
  root: string;
  /** The local media folder (relative to root), as tenant-assets reads it. */
  mediaDir: string;
  /** Where variant sets and the index live across builds. */
  cacheDir: string;
  quality: number;
  fetcher?: typeof fetch;
  /** Photos resized at once (sharp uses its own threads within each). */
  concurrency?: number;
  /** Photos left as they are: with an image CDN, those it fetches itself (http and https). */
  skip?: ((source: string) => boolean) | undefined;
}

interface IndexEntry {
  key: string;
  maxWidth: number;
  /** A local file's size and time when it was read. */
  stamp?: string | undefined;
  /** When a remote photo was last fetched (ms): it is fetched again after REFETCH_MS. */
  fetchedAt?: number | undefined;
}

/**
 * A remote photo is fetched again after a day: a dealer who reshoots a car may upload the new
 * photo under the same address. (Its bytes decide whether anything is resized again.)
 */
export const REFETCH_MS = 24 * 60 * 60 * 1000;
/** Photos read and resized at once: each may hold a large decoded picture in memory. */
const MAX_CONCURRENCY = 4;

type Outcome = { ok: true; dir: string; key: string; maxWidth: number } | { ok: false; reason: string };

function readIndex(file: string): Record<string, IndexEntry> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, IndexEntry>;
  } catch {
    return {};
  }
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function processCarImages(
  cars: Car[],
  options: ImagePipelineOptions,
  content: readonly ContentImage[] = [],
): Promise<{
  cars: Car[];
  /** Each content photo's resized set, or its own address where it is shown as it is. */
  content: Map<string, string>;
  report: ImageReport;
  dirs: string[];
}> {
  const started = performance.now();
  mkdirSync(options.cacheDir, { recursive: true });
  const indexFile = join(options.cacheDir, 'sources.json');
  const index = readIndex(indexFile);
  // A tenant's own content at another site path (a public/ file) is shown as it is.
  const contentToResize = content.filter(({ url }) => !url.startsWith('/') || url.startsWith('/media/'));
  const sources = [
    ...new Set([
      ...cars.flatMap((car) => [
        ...car.images.map((image) => image.image),
        ...car.spin_images,
        ...car.spin_interior_image,
      ]),
      ...contentToResize.map((image) => image.url),
    ]),
  ].filter((source) => !options.skip?.(source));
  const outcomes = new Map<string, Outcome>();
  let processed = 0;
  let cached = 0;
  const setDir = (key: string, maxWidth: number) => `${key}-${maxWidth}`;
  const complete = (dir: string) => isCompleteSet(join(options.cacheDir, dir));

  // Sets already in the cache by key (another build, or another process, may have made them).
  const onDisk = new Map<string, number>();
  for (const dir of readdirSync(options.cacheDir)) {
    const match = /^([0-9a-f]{16})-(\d+)$/.exec(dir);
    if (match && complete(dir)) onDisk.set(match[1]!, Number(match[2]));
  }
  // Two URLs of one photo in this build are resized once.
  const resizing = new Map<string, Promise<number>>();
  async function resize(key: string, bytes: Buffer): Promise<number> {
    const tmp = join(options.cacheDir, `${key}.${process.pid}.new`);
    const maxWidth = await writeVariants(bytes, tmp, options.quality);
    placeSet(tmp, join(options.cacheDir, setDir(key, maxWidth)));
    processed++;
    onDisk.set(key, maxWidth);
    return maxWidth;
  }

  await pool(
    sources,
    options.concurrency ?? Math.min(MAX_CONCURRENCY, availableParallelism()),
    async (source) => {
      try {
        const file = source.startsWith('/') ? localFile(options.root, options.mediaDir, source) : undefined;
        if (source.startsWith('/') && !file) throw new SourceProblem('not found in the media folder');
        const stamp = file ? fileStamp(file) : undefined;
        // The same photo at another quality or by another pipeline is another set.
        const entry = `${source}|q${options.quality}|v${PIPELINE_VERSION}`;
        const known = index[entry];
        const fresh = file ? known?.stamp === stamp : Date.now() - (known?.fetchedAt ?? 0) < REFETCH_MS;
        if (known && fresh && complete(setDir(known.key, known.maxWidth))) {
          cached++;
          outcomes.set(source, { ok: true, dir: setDir(known.key, known.maxWidth), ...known });
          return;
        }
        const bytes = file ? readLocal(file) : await fetchSource(source, options.fetcher);
        const key = createHash('sha256')
          .update(bytes)
          .update(`|q${options.quality}|v${PIPELINE_VERSION}`)
          .digest('hex')
          .slice(0, 16);
        let maxWidth = onDisk.get(key);
        if (maxWidth !== undefined && !resizing.has(key)) cached++;
        else {
          let pending = resizing.get(key);
          if (!pending) {
            pending = resize(key, bytes);
            resizing.set(key, pending);
          }
          maxWidth = await pending;
        }
        index[entry] = file ? { key, maxWidth, stamp } : { key, maxWidth, fetchedAt: Date.now() };
        outcomes.set(source, { ok: true, dir: setDir(key, maxWidth), key, maxWidth });
      } catch (error) {
        if (error instanceof SharpUnavailable) throw error;
        // Whatever went wrong with one photo, the car goes on without it.
        const reason =
          error instanceof SourceProblem
            ? error.message
            : `could not be processed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
        outcomes.set(source, { ok: false, reason });
      }
    },
  );
  const temporary = `${indexFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(index));
  renameSync(temporary, indexFile);

  const failed: ImageReport['failed'] = [];
  const dirs = new Set<string>();
  /** The 640 px JPEG a set is named by in the data (responsiveImage finds the rest from it). */
  const named = (outcome: Extract<Outcome, { ok: true }>) => {
    dirs.add(outcome.dir);
    return variantPath(outcome.key, outcome.maxWidth, Math.min(640, outcome.maxWidth), 'jpg');
  };
  const published = cars.map((car) => {
    const images: Car['images'] = [];
    for (const image of car.images) {
      const outcome = outcomes.get(image.image);
      // Skipped (the image CDN's): as the feed gave it.
      if (!outcome) images.push(image);
      else if (!outcome.ok) failed.push({ car: car.slug, url: image.image, reason: outcome.reason });
      else
        images.push({
          image: named(outcome),
          thumb: variantPath(outcome.key, outcome.maxWidth, Math.min(160, outcome.maxWidth), 'jpg'),
        });
    }
    const frames = (list: readonly string[]) =>
      spinFrames(
        list.map((frame) => {
          const outcome = outcomes.get(frame);
          if (!outcome) return frame;
          if (outcome.ok) return named(outcome);
          failed.push({ car: car.slug, url: frame, reason: outcome.reason });
          return undefined;
        }),
      );
    return {
      ...car,
      images,
      spin_images: frames(car.spin_images),
      spin_interior_image: frames(car.spin_interior_image),
      photos_count: images.length,
      primary_image_url: images[0]?.image,
      thumbnails: images.map((image) => image.thumb ?? image.image),
    };
  });
  // A content photo the build could not use, or one with transparency or animation, is shown
  // as the tenant gave it (as before the pipeline): it is the tenant's own, and may be a
  // graphic rather than a photo.
  const contentFailed: ImageReport['contentFailed'] = [];
  const resizedContent = new Map<string, string>();
  for (const { owner, url } of content) {
    const outcome = outcomes.get(url);
    if (outcome && !outcome.ok) contentFailed.push({ owner, url, reason: outcome.reason });
    const usable =
      outcome?.ok && !existsSync(join(options.cacheDir, outcome.dir, SEE_THROUGH)) ? outcome : undefined;
    resizedContent.set(url, usable ? named(usable) : url);
  }
  return {
    cars: published,
    content: resizedContent,
    report: {
      photos: sources.length,
      processed,
      cached,
      failed,
      contentFailed,
      ms: Math.round(performance.now() - started),
    },
    dirs: [...dirs].sort(),
  };
}
