import { FeedError } from './report.ts';

/**
 * Reads a JSON feed: an array of records, or an object with a `cars` array.
 * Returns the raw records; validation happens in importFeed.
 */
export function readJsonFeed(text: string, file: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new FeedError(file, `is not valid JSON: ${(error as Error).message}`);
  }
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { cars?: unknown }).cars)) {
    return (parsed as { cars: unknown[] }).cars;
  }
  throw new FeedError(file, 'expected an array of cars or an object with a "cars" array');
}
