import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../src/domain/sitemap.ts';
import { settingsWith } from '../../fixtures/helpers.ts';

describe('[BLD-07] sitemap.xml and robots.txt', () => {
  const siteUrl = settingsWith({ site: { url: 'https://www.fixturecitytoyota.com.au/' } }).site.url;

  it('[BLD-07] builds canonical URLs from the tenant’s site URL, without a double slash', () => {
    const xml = sitemapXml(siteUrl, [
      { path: '/' },
      { path: '/cars/2021-toyota-corolla-tc1042', lastmod: '2026-11-20T09:15:00.000Z' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://www.fixturecitytoyota.com.au/</loc></url>\n' +
        '<url><loc>https://www.fixturecitytoyota.com.au/cars/2021-toyota-corolla-tc1042</loc><lastmod>2026-11-20</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('[BLD-07] escapes XML special characters in URLs', () => {
    const xml = sitemapXml('https://dealer.example.com.au', [{ path: `/search?make=Lynk & Co&x=<y>"'` }]);
    expect(xml).toContain(
      '<loc>https://dealer.example.com.au/search?make=Lynk &amp; Co&amp;x=&lt;y&gt;&quot;&apos;</loc>',
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('[BLD-07] an empty site still gives a valid urlset', () => {
    expect(sitemapXml('https://dealer.example.com.au', [])).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n\n</urlset>',
    );
  });

  it('[BLD-07] robots.txt allows crawling, keeps the API and utility pages out, and points at the sitemap', () => {
    expect(robotsTxt(siteUrl)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /print\nDisallow: /success\n\nSitemap: https://www.fixturecitytoyota.com.au/sitemap.xml\n',
    );
    expect(robotsTxt('https://dealer.example.com.au')).toContain(
      'Sitemap: https://dealer.example.com.au/sitemap.xml',
    );
  });
});
