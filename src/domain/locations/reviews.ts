/**
 * Ratings and reviews (LOC-07, LOC-11). A location shows its own rating (its `reviews`), else
 * its dealership's (`average_rating`, `review_count`), else none; the review site is named only
 * when the data names it. The summary shows only when the average is at least 4 and there are
 * at least 12 reviews; stars are whole icons for each whole point plus one partial star for the
 * fraction ('4.4 from 595' → 4 whole stars and a star filled to 40%), at most five icons.
 * The reviews list shows the reviews the tenant supplies (reviews.json) and nothing else. Pure.
 */
import type { Review, ReviewsFile } from '../../model/content.ts';
import type { Dealership, Location } from '../../model/location.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { formatDate } from '../format.ts';

export const REVIEW_MINIMUM_RATING = 4;
export const REVIEW_MINIMUM_COUNT = 12;
/** The reviews list shows at most this many, newest first (spec-2 §9 "full quantity 12"). */
export const REVIEW_LIST_QUANTITY = 12;

export interface Rating {
  average: number;
  count: number;
  /** 'Google', when the data names the review site. */
  source: string | undefined;
}

export interface RatingSummary {
  average: number;
  count: number;
  /** Fill of each star icon, 0 to 1: [1, 1, 1, 1, 0.4] for 4.4. */
  stars: number[];
  /** '4.4 from 595 Google reviews', or '4.4 from 595 reviews' without a named source. */
  text: string;
  /** 'Rated 4.4 out of 5 from 595 Google reviews' for screen readers. */
  label: string;
}

/** The rating a location states: its own, else its dealership's, else none. */
export function locationRating(
  location: Pick<Location, 'reviews' | 'dealership_id'>,
  dealerships: readonly Pick<Dealership, 'id' | 'average_rating' | 'review_count' | 'review_source'>[],
): Rating | undefined {
  if (location.reviews)
    return {
      average: location.reviews.average_rating,
      count: location.reviews.count,
      source: location.reviews.source,
    };
  const dealership = dealerships.find((d) => d.id === location.dealership_id);
  if (dealership?.average_rating === undefined || dealership.review_count === undefined) return undefined;
  return {
    average: dealership.average_rating,
    count: dealership.review_count,
    source: dealership.review_source,
  };
}

/** Fill of each of five stars for a rating out of 5: [1, 1, 1, 1, 0.4] for 4.4, [1, 1, 1, 0, 0] for 3. */
export function starFills(rating: number): number[] {
  const rounded = Math.round(rating * 10) / 10;
  return [0, 1, 2, 3, 4].map((index) => Math.round(Math.min(1, Math.max(0, rounded - index)) * 10) / 10);
}

export function ratingSummary(rating: Rating | undefined): RatingSummary | undefined {
  if (!rating) return undefined;
  const { average, count } = rating;
  if (average < REVIEW_MINIMUM_RATING || count < REVIEW_MINIMUM_COUNT) return undefined;
  const rounded = Math.round(average * 10) / 10;
  const countText = count.toLocaleString('en-AU');
  const reviews = rating.source ? `${rating.source} reviews` : 'reviews';
  return {
    average: rounded,
    count,
    // The summary draws the stars it fills: up to 4 whole and a partial one (LOC-07).
    stars: starFills(rounded).filter((fill, index) => fill > 0 || index === 0),
    text: `${rounded.toFixed(1)} from ${countText} ${reviews}`,
    label: `Rated ${rounded.toFixed(1)} out of 5 from ${countText} ${reviews}`,
  };
}

export interface ReviewCard {
  id: string;
  name: string;
  /** '12 October 2026' */
  date: string;
  /** The review's day as an ISO date, for the time element. */
  dateTime: string;
  rating: number;
  stars: number[];
  /** 'Rated 5 out of 5' */
  ratingLabel: string;
  text: string;
  image: string | undefined;
}

/**
 * The reviews a location page lists: those the tenant wrote down for one of its locations, and
 * those for the whole dealer (no location_id); newest first, at most REVIEW_LIST_QUANTITY.
 */
export function locationReviews(
  file: Pick<ReviewsFile, 'reviews'> | undefined,
  locationIds: readonly string[],
  timeZone: string,
): ReviewCard[] {
  if (!file) return [];
  const here = new Set(locationIds);
  return file.reviews
    .filter((review) => review.location_id === undefined || here.has(review.location_id))
    .sort((a, b) => (a.review_date < b.review_date ? 1 : a.review_date > b.review_date ? -1 : 0))
    .slice(0, REVIEW_LIST_QUANTITY)
    .map((review) => reviewCard(review, timeZone));
}

function reviewCard(review: Review, timeZone: string): ReviewCard {
  return {
    id: review.id,
    name: review.customer_name,
    date: formatDate(review.review_date, timeZone),
    dateTime: calendarDay(new Date(review.review_date), timeZone),
    rating: review.rating,
    stars: starFills(review.rating),
    ratingLabel: `Rated ${Number.isInteger(review.rating) ? review.rating : review.rating.toFixed(1)} out of 5`,
    text: review.text,
    image: review.image,
  };
}
