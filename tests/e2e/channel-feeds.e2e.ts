/**
 * The advertising channel feeds of every demo site, as the channels fetch them from the server
 * (CHAN-01…03): every row is checked against the channel's own rules (tests/support/
 * channel-feed-rules.ts), every carried car's link opens its page, and the build report's
 * exclusions account for every published car the feed leaves out.
 */
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { googleRowProblems, metaRowProblems } from '../support/channel-feed-rules.ts';
import { buildReport, builtData, DEMO_TENANTS, directRequest } from './sites.ts';

const FEEDS = [
  {
    channel: 'google',
    path: '/feeds/google-vehicle-ads.tsv',
    delimiter: '\t',
    id: 'id',
    link: 'link',
    type: 'text/tab-separated-values',
    problems: googleRowProblems,
  },
  {
    channel: 'meta',
    path: '/feeds/meta-automotive.csv',
    delimiter: ',',
    id: 'vehicle_id',
    link: 'url',
    type: 'text/csv',
    problems: metaRowProblems,
  },
] as const;

for (const slug of DEMO_TENANTS) {
  for (const feed of FEEDS) {
    test(`[CHAN-01] [CHAN-02] [CHAN-03] ${slug}: ${feed.path} is served, every row valid, every left-out car reported`, async ({
      request,
    }) => {
      const { tenant, cars } = builtData(slug);
      const host = new URL(tenant.settings.site.url).host;
      const at = directRequest(slug, feed.path);
      const response = await request.get(at.url, { headers: at.headers });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(feed.type);
      const parsed = Papa.parse<Record<string, string>>((await response.text()).trim(), {
        header: true,
        delimiter: feed.delimiter,
      });
      expect(parsed.errors).toEqual([]);
      const problems = parsed.data.flatMap((row) =>
        feed.problems(row, host).map((problem) => `${row[feed.id]}: ${problem}`),
      );
      expect(problems).toEqual([]);

      const report = buildReport(slug).channels?.[feed.channel];
      if (!report?.enabled) throw new Error(`${slug}'s report has no ${feed.channel} channel`);
      expect(report.carried).toBe(parsed.data.length);
      // Every published car is either in the feed or reported with its reasons.
      const inFeed = new Set(parsed.data.map((row) => row[feed.id]));
      const reported = new Set(report.excluded.map((car) => car.id));
      expect(cars.filter((car) => !inFeed.has(car.id) && !reported.has(car.id)).map((car) => car.id)).toEqual(
        [],
      );
      expect(report.excluded.every((car) => car.reasons.length > 0 && !inFeed.has(car.id))).toBe(true);
      // Car tenants advertise most of their stock; the caravan and motorcycle yard none.
      if (slug === 'outback-caravans-motorcycles') expect(parsed.data).toHaveLength(0);
      else if (slug !== 'drive-subscriptions') expect(parsed.data.length).toBeGreaterThan(cars.length / 2);

      // The links open the cars' pages.
      for (const row of parsed.data.slice(0, 3)) {
        const page = directRequest(slug, new URL(row[feed.link]!).pathname);
        expect((await request.get(page.url, { headers: page.headers })).status(), row[feed.link]).toBe(200);
      }
    });
  }
}
