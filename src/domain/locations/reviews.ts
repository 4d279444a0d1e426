/**
 * The Google rating summary of a location (LOC-07, spec-2 §9): shown only when the average is
 * at least 4 and there are at least 12 reviews; stars are whole icons for each whole point
 * plus one partial star for the fraction ('4.4 from 595' → 4 whole stars and a star filled to
 * 40%), at most five icons.
 */
import type { Location } from '../../model/location.ts';

export const REVIEW_MINIMUM_RATING = 4;
export const REVIEW_MINIMUM_COUNT = 12;

export interface RatingSummary {
  average: number;
  count: number;
  /** Fill of each star icon, 0 to 1: [1, 1, 1, 1, 0.4] for 4.4. */
  stars: number[];
  /** '4.4 from 595 Google reviews' */
  text: string;
  /** 'Rated 4.4 out of 5 from 595 Google reviews' for screen readers. */
  label: string;
}

export function ratingSummary(
  location: Pick<Location, 'reviews' | 'review_count'>,
): RatingSummary | undefined {
  const average = location.reviews?.average_rating;
  const count = location.reviews?.count ?? location.review_count;
  if (average === undefined || count === undefined) return undefined;
  if (average < REVIEW_MINIMUM_RATING || count < REVIEW_MINIMUM_COUNT) return undefined;
  const rounded = Math.round(average * 10) / 10;
  const stars = [0, 1, 2, 3, 4].map(
    (index) => Math.round(Math.min(1, Math.max(0, rounded - index)) * 10) / 10,
  );
  const countText = count.toLocaleString('en-AU');
  return {
    average: rounded,
    count,
    stars: stars.filter((fill, index) => fill > 0 || index === 0),
    text: `${rounded.toFixed(1)} from ${countText} Google reviews`,
    label: `Rated ${rounded.toFixed(1)} out of 5 from ${countText} Google reviews`,
  };
}
