/**
 * The vehicle gallery in Chromium: slider by mouse and keyboard, thumbnails, video as the
 * second slide, fullscreen with arrow keys and Escape, and the 360° spin (drag, keys, views,
 * hotspots).
 */
import { expect, type Page, test } from '@playwright/test';
import type { Car } from '../../src/model/car.ts';
import { builtData, siteUrl } from './sites.ts';

const GROUP = 'southern-cross-auto-group';
const cars = () => builtData(GROUP).cars;
const find = (predicate: (car: Car) => boolean) => {
  const car = cars().find(predicate);
  if (!car) throw new Error('the demo stock has no such car today');
  return car;
};

async function openGallery(page: Page, car: Car) {
  await page.goto(siteUrl(GROUP, `${car.path}/`));
  await page.waitForFunction(() => !document.querySelector('.vehicle-gallery astro-island[ssr]'));
}

/** An in-stock car with at least `photos` photos and no spin or video: a plain photo slider. */
const photosOnlyCar = (photos: number) =>
  find(
    (c) =>
      c.status === 'in_stock' &&
      c.images.length >= photos &&
      !c.spin_images.length &&
      !c.external_video_url &&
      !c.video_url,
  );

test.use({ viewport: { width: 1366, height: 900 } });

test('[GAL-01] more than one image makes a slider; it moves by the buttons and by dragging', async ({
  page,
}) => {
  const car = photosOnlyCar(5);
  await openGallery(page, car);
  const counter = page.locator('.vehicle-gallery .gallery-counter');
  await expect(counter).toHaveText(`1 / ${car.images.length}`);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText(`2 / ${car.images.length}`);
  await page.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText(`1 / ${car.images.length}`);
  const viewport = page.locator('.vehicle-gallery .gallery:not(.fullscreen) > .gallery-viewport');
  const box = (await viewport.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(counter).toHaveText(`2 / ${car.images.length}`);
});

test('[GAL-01] a video is the second slide', async ({ page }) => {
  const car = find(
    (c) =>
      c.status === 'in_stock' &&
      c.images.length >= 2 &&
      !!(c.external_video_url ?? c.video_url) &&
      !c.spin_images.length,
  );
  await openGallery(page, car);
  const slides = page.locator('.vehicle-gallery .gallery-viewport .gallery-slide');
  await expect(slides.nth(1).getByRole('button', { name: /Play video/ })).toBeVisible();
  await expect(page.locator('.vehicle-gallery .gallery-counter')).toHaveText(`1 / ${car.images.length + 1}`);
});

test('[GAL-02] thumbnails show for in-stock cars with more than 3 images, not for sold ones', async ({
  page,
}) => {
  const car = find(
    (c) =>
      c.status === 'in_stock' &&
      c.images.length > 3 &&
      !c.spin_images.length &&
      !c.external_video_url &&
      !c.video_url,
  );
  await openGallery(page, car);
  const thumbs = page.locator('.vehicle-gallery .gallery:not(.fullscreen) > .gallery-thumbs button');
  await expect(thumbs).toHaveCount(car.images.length);
  await thumbs.nth(3).click();
  await expect(page.locator('.vehicle-gallery .gallery-counter').first()).toHaveText(
    `4 / ${car.images.length}`,
  );
  await expect(thumbs.nth(3)).toHaveAttribute('aria-current', 'true');
  const sold = find((c) => c.status === 'sold' && c.images.length > 3 && !c.spin_images.length);
  await openGallery(page, sold);
  await expect(page.locator('.vehicle-gallery .gallery-thumbs')).toHaveCount(0);
});

test('[GAL-03] fullscreen opens as a dialog; arrow keys move between slides and Escape closes it', async ({
  page,
}) => {
  const car = photosOnlyCar(4);
  await openGallery(page, car);
  const open = page.getByRole('button', { name: 'Fullscreen' });
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`1 / ${car.images.length}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`2 / ${car.images.length}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`${car.images.length} / ${car.images.length}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('[GAL-03] fullscreen opens at the photo on screen, not at photo 1, and closing keeps the shopper there', async ({
  page,
}) => {
  const car = photosOnlyCar(4);
  await openGallery(page, car);
  const inline = page.locator('.vehicle-gallery .gallery:not(.fullscreen)');
  await inline.getByRole('button', { name: 'Next photo' }).click();
  await inline.getByRole('button', { name: 'Next photo' }).click();
  await expect(inline.locator('.gallery-counter')).toHaveText(`3 / ${car.images.length}`);
  await page.getByRole('button', { name: 'Fullscreen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`3 / ${car.images.length}`)).toBeVisible();
  // The third photo is the one in view, not only the counter.
  const viewport = (await dialog.locator('.gallery-viewport').boundingBox())!;
  await expect
    .poll(async () =>
      Math.round((await dialog.locator('.gallery-slide').nth(2).boundingBox())!.x - viewport.x),
    )
    .toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`4 / ${car.images.length}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(inline.locator('.gallery-counter')).toHaveText(`4 / ${car.images.length}`);
});

test('[GAL-04] [GAL-05] the spin replaces the slider: drag turns it 20 px a frame, arrow keys step, views switch, hotspots show', async ({
  page,
}) => {
  const car = find((c) => c.status === 'in_stock' && c.spin_images.length > 0);
  await openGallery(page, car);
  const spin = page.getByRole('slider', { name: /360° view/ });
  await expect(spin).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-pressed', 'true');
  // Interacting stops the autorotation; then the frame follows the pointer exactly.
  await page.getByRole('button', { name: 'Stop turning' }).click();
  const frame = async () => Number(await spin.getAttribute('aria-valuenow'));
  const start = await frame();
  const box = (await spin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  const frames = car.spin_images.length;
  expect(await frame()).toBe(((start - 1 + 3) % frames) + 1);
  const afterDrag = await frame();
  await spin.focus();
  await page.keyboard.press('ArrowRight');
  expect(await frame()).toBe((afterDrag % frames) + 1);
  // Step to an angle that has hotspots and check they show with their descriptions.
  const spot = car.hotspots.exterior[0]!;
  for (let i = 0; i < frames && (await frame()) !== spot.angle + 1; i++)
    await page.keyboard.press('ArrowRight');
  await expect(spin.getByRole('button', { name: new RegExp(spot.title) }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Images' }).click();
  await expect(page.getByRole('button', { name: 'Images' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.vehicle-gallery .gallery-counter')).toHaveText(`1 / ${car.images.length}`);
});

test('the spin fetches only the frames it needs next, and more as it turns', async ({ page }) => {
  const car = find((c) => c.status === 'in_stock' && c.spin_images.length > 12);
  // Each frame is one resized photo set, /img/<photo>/<width>.<format>.
  const setOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
  const frameOf = new Map(car.spin_images.map((frame, index) => [setOf(frame), index]));
  const fetched = new Set<number>();
  page.on('request', (request) => {
    const index = frameOf.get(setOf(new URL(request.url()).pathname));
    if (index !== undefined) fetched.add(index);
  });
  // No turning by itself: what is fetched follows the shopper alone.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openGallery(page, car);
  const last = car.spin_images.length - 1;
  const sorted = () => [...fetched].sort((a, b) => a - b);
  await expect.poll(sorted).toEqual([0, 1, 2, 3, last - 2, last - 1, last]);
  const spin = page.getByRole('slider', { name: /360° view/ });
  await spin.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(spin).toHaveAttribute('aria-valuenow', '5');
  await expect.poll(sorted).toEqual([0, 1, 2, 3, 4, 5, 6, 7, last - 2, last - 1, last]);
  // Turning back to a frame already fetched shows it without fetching it again.
  const before = fetched.size;
  await page.keyboard.press('ArrowLeft');
  await expect(spin.locator('img:visible')).toHaveCount(1);
  expect(fetched.size).toBe(before);
});

test('[GAL-06] a spin frame that fails to load is reported on the console only, with no message to the shopper', async ({
  page,
}) => {
  const car = find((c) => c.status === 'in_stock' && c.spin_images.length > 0);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[spin]')) warnings.push(message.text());
  });
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  // Every width and format of each of its frames (the build's /img/<photo>/… sets).
  const frameSets = new Set(car.spin_images.map((frame) => frame.slice(0, frame.lastIndexOf('/'))));
  await page.route(
    (url) => frameSets.has(url.pathname.slice(0, url.pathname.lastIndexOf('/'))),
    (route) => route.fulfill({ status: 404, body: '' }),
  );
  await openGallery(page, car);
  await expect.poll(() => warnings.length).toBeGreaterThan(0);
  expect(dialogs).toBe(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('slider', { name: /360° view/ })).toBeVisible();
});
