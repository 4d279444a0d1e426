/**
 * The tenant's blog (PROMO-07): the post listing at /blog/vehicle-reviews, a page per post at
 * /blog/{slug}, blog cards (link, heading, image, an 80-character snippet, date) on the listing,
 * the home page and the vehicle page, where a car shows the posts about its make and model.
 */
import { BLOG_INDEX_SLUG, type BlogPost } from '../model/blog-post.ts';
import { renderContentMarkdown } from './content-pages.ts';
import { MONTH_NAMES } from './format.ts';
import { plainText, truncate } from './text.ts';

export const BLOG_INDEX_PATH = `/blog/${BLOG_INDEX_SLUG}`;
export const BLOG_SNIPPET_LENGTH = 80;

export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}

export interface BlogCard {
  href: string;
  heading: string;
  image: string | undefined;
  /** The description, else the post's opening words, at most 80 characters. */
  snippet: string;
  /** YYYY-MM-DD, for <time datetime>. */
  date: string;
  /** '25 November 2026' */
  dateText: string;
}

/** '2026-11-25' → '25 November 2026' (a calendar day: no time zone applies). */
export function blogDateText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTH_NAMES[month - 1]} ${year}`;
}

export function blogCard(post: BlogPost): BlogCard {
  const text = post.description ?? plainText(renderContentMarkdown(post.markdown)).replace(/\s+/g, ' ');
  return {
    href: blogPostPath(post.slug),
    heading: post.title,
    image: post.image,
    snippet: truncate(text.trim(), BLOG_SNIPPET_LENGTH),
    date: post.date,
    dateText: blogDateText(post.date),
  };
}

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * The posts a car's page shows: those about its make and model first, then those about its
 * make in general (no model named), newest first within each, at most `limit`.
 */
export function postsForCar(
  posts: readonly BlogPost[],
  car: { make: string; model: string },
  limit = 3,
): BlogPost[] {
  const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const exact = newest.filter((post) => same(post.make, car.make) && same(post.model, car.model));
  const makeOnly = newest.filter((post) => same(post.make, car.make) && post.model === undefined);
  return [...exact, ...makeOnly].slice(0, limit);
}
