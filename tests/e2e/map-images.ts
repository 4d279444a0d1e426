/**
 * The static map images a demo tenant asks its image CDN for (locations.map.imageUrl, LOC-09):
 * there is no internet here, so tests that watch the console or the hosts a page talks to answer
 * the CDN with a local 640×320 PNG, or leave its host out.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { builtData } from './sites.ts';

/** A 640×320 stand-in for the CDN's static map. */
export const MAP_PNG = sharp({ create: { width: 640, height: 320, channels: 3, background: '#dfe7d3' } })
  .png()
  .toBuffer();

/** The host of a tenant's static map images, or undefined when it has none. */
export function mapImageHost(slug: string): string | undefined {
  const template = builtData(slug).tenant.settings.locations.map.imageUrl;
  return template ? new URL(template).hostname : undefined;
}

/** Answers the tenant's static map requests with the local PNG (nothing when it has none). */
export async function answerMapImages(page: Page, slug: string): Promise<void> {
  const host = mapImageHost(slug);
  if (host)
    await page.route(`https://${host}/**`, async (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: await MAP_PNG }),
    );
}
