/**
 * The guard against a broken export (FEED-12): a feed whose valid records drop by more than
 * the tenant's threshold against the last good build (feed.maxValidDrop, default 20%) fails
 * that tenant's build, and the last good site stays live. Both the number of valid records
 * (a truncated file) and their share of the rows (a renamed column that fails every row)
 * count. `npm run build -- --tenant <slug> --accept-feed-drop` builds it anyway when the
 * drop is real (a dealer who sold half the yard).
 */
import { join } from 'node:path';
import { readJsonRecord } from './cache-file.ts';

export interface FeedFigures {
  /** Rows or records in the feed file. */
  records: number;
  /** Records that imported (the rest were skipped with reasons). */
  valid: number;
}

/** Why the feed is refused, or undefined when it may be built. */
export function feedDropProblem(
  lastGood: FeedFigures | undefined,
  now: FeedFigures,
  maxDrop: number,
): string | undefined {
  if (!lastGood || lastGood.valid === 0) return undefined;
  const countDrop = 1 - now.valid / lastGood.valid;
  const shareBefore = lastGood.valid / Math.max(1, lastGood.records);
  const shareNow = now.records === 0 ? 0 : now.valid / now.records;
  const shareDrop = 1 - shareNow / shareBefore;
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  const allowed = `more than the ${percent(maxDrop)} allowed (feed.maxValidDrop)`;
  const keep =
    'The last good site stays live. Fix the export, or if the drop is real, build with --accept-feed-drop.';
  if (countDrop > maxDrop)
    return `The feed has ${now.valid.toLocaleString('en-AU')} valid records, ${percent(countDrop)} fewer than the ${lastGood.valid.toLocaleString('en-AU')} of the last good build: ${allowed}. ${keep}`;
  if (shareDrop > maxDrop)
    return `Only ${percent(shareNow)} of the feed's ${now.records.toLocaleString('en-AU')} records are valid, against ${percent(shareBefore)} in the last good build: ${allowed}. ${keep}`;
  return undefined;
}

/** Where the last good build's feed figures are kept, beside its report. */
export function lastGoodFeedFile(distDir: string, slug: string): string {
  return join(distDir, '.reports', `${slug}.feed.json`);
}

/** The last good build's feed figures; undefined before the first good build or when unreadable. */
export function readLastGoodFeed(distDir: string, slug: string): FeedFigures | undefined {
  return readJsonRecord<FeedFigures>(lastGoodFeedFile(distDir, slug));
}
