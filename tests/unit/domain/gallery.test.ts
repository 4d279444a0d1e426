import { describe, expect, it } from 'vitest';
import {
  frameAfterDrag,
  gallerySlides,
  hotspotsForFrame,
  initialSpinView,
  nextAutoFrame,
  isSlider,
  showThumbnails,
  slideForKey,
  spinFrameOnScreen,
  spinFrames,
  spinFramesToLoad,
  spinViews,
  wrapIndex,
} from '../../../src/domain/gallery.ts';

const images = Array.from({ length: 5 }, (_, i) => ({ image: `/m/${i}.jpg`, thumb: `/m/t${i}.jpg` }));

describe('gallery rules', () => {
  it('[GAL-01] more than one image makes a slider; the video is the second slide', () => {
    const slides = gallerySlides(images, 'https://www.youtube.com/watch?v=abc');
    expect(slides.map((s) => s.kind)).toEqual(['image', 'video', 'image', 'image', 'image', 'image']);
    expect(gallerySlides(images.slice(0, 1), undefined)).toHaveLength(1);
    expect(isSlider(1)).toBe(false);
    expect(isSlider(2)).toBe(true);
    expect(gallerySlides([], 'https://v')).toEqual([{ kind: 'video', url: 'https://v' }]);
  });

  it('[GAL-02] thumbnails only for in-stock cars with more than 3 images', () => {
    expect(showThumbnails('in_stock', 4)).toBe(true);
    expect(showThumbnails('in_stock', 3)).toBe(false);
    expect(showThumbnails('coming_soon', 10)).toBe(false);
    expect(showThumbnails('sold', 10)).toBe(false);
  });

  it('[GAL-03] left and right arrow keys move between slides, wrapping', () => {
    expect(slideForKey(0, 5, 'ArrowRight')).toBe(1);
    expect(slideForKey(4, 5, 'ArrowRight')).toBe(0);
    expect(slideForKey(0, 5, 'ArrowLeft')).toBe(4);
    expect(slideForKey(2, 5, 'Enter')).toBeUndefined();
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('[GAL-05] dragging turns the spin one frame per 20 px', () => {
    expect(frameAfterDrag(0, 19, 24)).toBe(0);
    expect(frameAfterDrag(0, -20, 24)).toBe(1);
    expect(frameAfterDrag(0, 20, 24)).toBe(23);
    expect(frameAfterDrag(10, -200, 24)).toBe(20);
    expect(frameAfterDrag(23, -40, 24)).toBe(1);
  });

  it('[GAL-04] offers spinner, gallery and interior views and starts on the tenant’s default', () => {
    expect(spinViews(24, 10, 8)).toEqual(['spinner', 'gallery', 'interior']);
    expect(spinViews(0, 10, 0)).toEqual(['gallery']);
    expect(initialSpinView(['spinner', 'gallery'], 'spinner')).toBe('spinner');
    expect(initialSpinView(['spinner', 'gallery'], 'gallery')).toBe('gallery');
    expect(initialSpinView(['gallery'], 'spinner')).toBe('gallery');
  });

  it('[GAL-05] shows the hotspots placed on the current angle', () => {
    const spots = [
      { angle: 0, x: 10, y: 20, title: 'Bull bar' },
      { angle: 5, x: 50, y: 50, title: 'Tow bar', description: '3,500 kg rated' },
    ];
    expect(hotspotsForFrame(spots, 5)).toEqual([spots[1]]);
    expect(hotspotsForFrame(spots, 3)).toEqual([]);
  });
});

describe('how a slide’s photo loads', () => {
  it('first with high priority, second eagerly, the rest and fullscreen lazily', async () => {
    const { slidePriority } = await import('../../../src/domain/gallery.ts');
    expect([0, 1, 2, 7].map((position) => slidePriority(position, false))).toEqual([
      'high',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(slidePriority(0, true)).toBe('lazy');
  });
});

describe('the spin’s frames', () => {
  it('fetches the frame on screen and the three on each side, wrapping round', () => {
    expect(spinFramesToLoad(0, 24)).toEqual([0, 1, 2, 3, 23, 22, 21]);
    expect(spinFramesToLoad(22, 24)).toEqual([22, 23, 0, 1, 21, 20, 19]);
    expect(spinFramesToLoad(1, 3)).toEqual([1, 2, 0]);
    expect(spinFramesToLoad(0, 1)).toEqual([0]);
    expect(spinFramesToLoad(0, 0)).toEqual([]);
  });

  it('keeps the frame shown before on screen until the one asked for arrives', () => {
    const arrived = new Set([0, 1]);
    const onPage = new Set([0, 1, 2]);
    const screen = (wanted: number, before: number) =>
      spinFrameOnScreen(
        wanted,
        before,
        (f) => arrived.has(f),
        (f) => onPage.has(f),
      );
    expect(screen(1, 0)).toBe(1);
    expect(screen(2, 1)).toBe(1);
    expect(screen(2, 5)).toBe(2);
  });

  it('turns by itself only to a frame that has arrived', () => {
    const arrived = new Set([0, 1, 3]);
    expect(nextAutoFrame(0, 4, (frame) => arrived.has(frame))).toBe(1);
    expect(nextAutoFrame(1, 4, (frame) => arrived.has(frame))).toBe(1);
    expect(nextAutoFrame(3, 4, (frame) => arrived.has(frame))).toBe(0);
  });

  it('shows the angle before a frame the build could not use, and no spin without one usable', () => {
    expect(spinFrames(['/a.jpg', undefined, '/c.jpg', undefined])).toEqual([
      '/a.jpg',
      '/a.jpg',
      '/c.jpg',
      '/c.jpg',
    ]);
    expect(spinFrames([undefined, undefined, '/c.jpg', '/d.jpg'])).toEqual([
      '/c.jpg',
      '/c.jpg',
      '/c.jpg',
      '/d.jpg',
    ]);
    expect(spinFrames([undefined, undefined])).toEqual([]);
    expect(spinFrames([])).toEqual([]);
  });
});
