import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../../src/config/load-tenant.ts';
import { configError, FIXTURE_TENANTS } from '../../fixtures/helpers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'reviews-file-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the group-defaults fixture tenant (one location, l1) with this reviews.json. */
function tenantWithReviews(slug: string, reviews: unknown): string {
  cpSync(join(FIXTURE_TENANTS, 'group-defaults'), join(scratch, slug), { recursive: true });
  writeFileSync(join(scratch, slug, 'reviews.json'), JSON.stringify(reviews));
  return slug;
}
const file = (slug: string) => relative(process.cwd(), join(scratch, slug, 'reviews.json'));
const review = {
  id: 'r1',
  customer_name: 'Sam P.',
  text: 'Easy purchase.',
  rating: 5,
  review_date: '2026-11-10',
};

describe("a tenant's reviews.json", () => {
  it('[LOC-11] loads the reviews in the spec-2 §3 shape, with a source and reviews about one location', () => {
    const slug = tenantWithReviews('good', {
      reviews: [{ ...review, location_id: 'l1', review_date_in_words: 'a week ago' }],
      count: 40,
      average_rating: 4.5,
      source: 'Google',
    });
    expect(loadTenant(scratch, slug).reviews).toEqual({
      reviews: [
        {
          id: 'r1',
          customer_name: 'Sam P.',
          text: 'Easy purchase.',
          rating: 5,
          review_date: '2026-11-10T00:00:00.000Z',
          review_date_in_words: 'a week ago',
          location_id: 'l1',
        },
      ],
      count: 40,
      average_rating: 4.5,
      source: 'Google',
    });
  });

  it('[LOC-11] a review without a rating fails the build naming the file and the review', () => {
    const { rating: _rating, ...unrated } = review;
    const slug = tenantWithReviews('unrated', { reviews: [review, unrated] });
    expect(configError(() => loadTenant(scratch, slug)).message).toBe(
      `Tenant "unrated" has invalid configuration:\n  ${file(slug)} at reviews.1.rating: required setting "rating" is missing`,
    );
  });

  it('[LOC-11] a review of a location the tenant does not have, a rating of 0 and a lone count fail by key', () => {
    const slug = tenantWithReviews('bad', {
      reviews: [{ ...review, location_id: 'l9' }],
      count: 12,
    });
    expect(configError(() => loadTenant(scratch, slug)).problems).toEqual([
      {
        file: file(slug),
        path: 'count',
        message: 'average_rating and count go together: give both or neither',
      },
    ]);
    const slug2 = tenantWithReviews('bad2', {
      reviews: [
        { ...review, rating: 0 },
        { ...review, id: 'r2', location_id: 'l9' },
      ],
    });
    expect(configError(() => loadTenant(scratch, slug2)).problems).toEqual([
      { file: file(slug2), path: 'reviews.0.rating', message: 'A rating is 1 to 5 stars' },
    ]);
    const slug3 = tenantWithReviews('bad3', { reviews: [{ ...review, location_id: 'l9' }] });
    expect(configError(() => loadTenant(scratch, slug3)).problems).toEqual([
      {
        file: file(slug3),
        path: 'reviews.0.location_id',
        message: 'no location with id "l9" in locations.json',
      },
    ]);
  });
});
