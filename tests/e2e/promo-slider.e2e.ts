/**
 * The home promotions slider in Chromium (PROMO-03, NAV-06): the tenant's slides.json in order,
 * 1920 by 540 pictures, words over the picture (or baked into it with hide_overlay, then its alt
 * text), previous/next disabled at the ends, swipeable on a phone, axe-clean.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { builtData, DEMO_TENANTS, siteUrl } from './sites.ts';

const HARBOUR = 'harbour-city-toyota';
const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'promo-slider');

test.describe('promotions slider', () => {
  test('[PROMO-03] the home page slides through the dealer’s 1920×540 promotions; hide_overlay leaves the picture’s own words', async ({
    page,
  }) => {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(HARBOUR, '/'));
    const slider = page.getByRole('region', { name: 'Promotions' });
    const slides = slider.getByRole('group');
    const configured = builtData(HARBOUR).tenant.slides;
    await expect(slides).toHaveCount(configured.length);
    await expect(slides).toHaveText(
      configured.map((slide) => (slide.hide_overlay ? '' : new RegExp(slide.name))),
    );
    const picked = await slides
      .first()
      .locator('img')
      .evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        ratio: img.naturalWidth / img.naturalHeight,
      }));
    expect(picked.ratio).toBeCloseTo(1920 / 540, 2);
    // 1366 px wide on a 1× screen: the 1920 px AVIF of the slide's resized set.
    expect(picked.src).toMatch(/\/img\/[0-9a-f]{16}-1920\/1920\.avif$/);

    // The first slide's words sit over its picture and its button goes to the HiLux page.
    const first = slides.nth(0);
    const overlay = await first.locator('.promo-overlay').boundingBox();
    const picture = await first.locator('img').boundingBox();
    expect(overlay!.y).toBeGreaterThan(picture!.y);
    expect(overlay!.y + overlay!.height).toBeLessThan(picture!.y + picture!.height);
    await expect(first.getByRole('link', { name: 'Find Out More: HiLux Runout' })).toHaveAttribute(
      'href',
      '/hilux',
    );

    // Previous is disabled at the start; next walks to the end, where it is disabled.
    const prev = slider.getByRole('button', { name: 'Previous promotion' });
    const next = slider.getByRole('button', { name: 'Next promotion' });
    await expect(prev).toBeDisabled();
    // Each press scrolls smoothly by one slide: wait for the track to come to rest on it.
    const track = slider.locator('.carousel-track');
    const settledOn = (slide: number) =>
      expect
        .poll(() => track.evaluate((t) => Math.round((t.scrollLeft / t.clientWidth) * 100) / 100))
        .toBe(slide);
    await next.click();
    await settledOn(1);
    await expect(prev).toBeEnabled();
    await next.click();
    await settledOn(2);
    await expect(next).toBeDisabled();
    // The last slide carries its words in the picture: they are its alt text, and the picture is the link.
    const last = slides.nth(2);
    await expect(last.locator('.promo-overlay')).toHaveCount(0);
    const link = last.getByRole('link', {
      name: 'Certified Pre-Owned: 90-point inspection and 12 months roadside assist',
    });
    await expect(link).toHaveAttribute('href', '/search/used-cars');
    await expect(link).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(shots, 'harbour-home-1366x900.png') });
    await prev.click();
    await expect(next).toBeEnabled();

    // On a phone the words sit under the picture and the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(HARBOUR, '/'));
    const phoneOverlay = await slides.nth(0).locator('.promo-overlay').boundingBox();
    const phonePicture = await slides.nth(0).locator('img').boundingBox();
    expect(phoneOverlay!.y).toBeGreaterThanOrEqual(phonePicture!.y + phonePicture!.height - 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(shots, 'harbour-home-390x844.png') });
  });

  test('a tenant without slides.json has no slider', async ({ page }) => {
    for (const slug of DEMO_TENANTS.filter((tenant) => builtData(tenant).tenant.slides.length === 0)) {
      await page.goto(siteUrl(slug, '/'));
      await expect(page.getByRole('region', { name: 'Promotions' }), slug).toHaveCount(0);
    }
  });
});
