import { describe, expect, it } from 'vitest';
import {
  logoImage,
  openGraphImage,
  parseVariant,
  responsiveImage,
} from '../../../src/domain/responsive-image.ts';

const noCdn = { quality: 75 };
const cdn = { imageCdn: 'https://img.example-cdn.com/{url}?w={width}&q={quality}&fm={format}', quality: 70 };
const SET = '/img/0123456789abcdef-1920';

describe('responsive car photos', () => {
  it('offers a resized photo at its layout’s widths in AVIF before JPEG', () => {
    expect(responsiveImage(`${SET}/640.jpg`, 'card', noCdn)).toEqual({
      src: `${SET}/640.jpg`,
      srcSet: `${SET}/320.jpg 320w, ${SET}/640.jpg 640w, ${SET}/960.jpg 960w`,
      sizes: '(min-width: 1240px) 380px, (min-width: 700px) 46vw, 92vw',
      sources: [
        { type: 'image/avif', srcSet: `${SET}/320.avif 320w, ${SET}/640.avif 640w, ${SET}/960.avif 960w` },
      ],
    });
    expect(responsiveImage(`${SET}/640.jpg`, 'slide', noCdn)).toMatchObject({
      src: `${SET}/960.jpg`,
      srcSet: `${SET}/640.jpg 640w, ${SET}/960.jpg 960w, ${SET}/1280.jpg 1280w`,
      sizes: '(min-width: 1100px) 720px, 100vw',
    });
    expect(responsiveImage(`${SET}/640.jpg`, 'fullscreen', noCdn)).toMatchObject({
      src: `${SET}/1280.jpg`,
      srcSet: `${SET}/1280.jpg 1280w, ${SET}/1920.jpg 1920w`,
      sizes: '100vw',
    });
    // A banner (the home slides, the servicing page's hero): the screen's width.
    expect(responsiveImage(`${SET}/640.jpg`, 'banner', noCdn)).toMatchObject({
      src: `${SET}/1280.jpg`,
      srcSet: `${SET}/640.jpg 640w, ${SET}/960.jpg 960w, ${SET}/1280.jpg 1280w, ${SET}/1920.jpg 1920w`,
      sizes: '100vw',
    });
    // A model tile (related models, a brand's models): at most 320 px wide.
    expect(responsiveImage(`${SET}/640.jpg`, 'tile', noCdn)).toEqual({
      src: `${SET}/320.jpg`,
      srcSet: `${SET}/320.jpg 320w, ${SET}/640.jpg 640w`,
      sizes: '(min-width: 700px) 320px, 46vw',
      sources: [{ type: 'image/avif', srcSet: `${SET}/320.avif 320w, ${SET}/640.avif 640w` }],
    });
  });

  it('gives a thumbnail one small JPEG', () => {
    expect(responsiveImage(`${SET}/640.jpg`, 'thumb', noCdn)).toEqual({ src: `${SET}/320.jpg`, sources: [] });
    expect(responsiveImage('https://photos.dealer.com.au/a.jpg', 'thumb', cdn)).toEqual({
      src: 'https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa.jpg?w=320&q=70&fm=jpg',
      sources: [],
    });
  });

  it('never offers a width the photo does not have', () => {
    const small = '/img/0123456789abcdef-600/600.jpg';
    // One width left: nothing to choose between, so no srcset or sizes.
    expect(responsiveImage(small, 'slide', noCdn)).toEqual({
      src: '/img/0123456789abcdef-600/600.jpg',
      sources: [{ type: 'image/avif', srcSet: '/img/0123456789abcdef-600/600.avif' }],
    });
    expect(responsiveImage(small, 'card', noCdn).srcSet).toBe(
      '/img/0123456789abcdef-600/320.jpg 320w, /img/0123456789abcdef-600/600.jpg 600w',
    );
    expect(responsiveImage(small, 'thumb', noCdn).src).toBe('/img/0123456789abcdef-600/320.jpg');
  });

  it('asks the image CDN for a feed photo at each width, quality and format', () => {
    const u = 'https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa%20b.jpg';
    expect(responsiveImage('https://photos.dealer.com.au/a b.jpg', 'card', cdn)).toEqual({
      src: `${u}?w=640&q=70&fm=jpg`,
      srcSet: `${u}?w=320&q=70&fm=jpg 320w, ${u}?w=640&q=70&fm=jpg 640w, ${u}?w=960&q=70&fm=jpg 960w`,
      sizes: '(min-width: 1240px) 380px, (min-width: 700px) 46vw, 92vw',
      sources: [
        {
          type: 'image/avif',
          srcSet: `${u}?w=320&q=70&fm=avif 320w, ${u}?w=640&q=70&fm=avif 640w, ${u}?w=960&q=70&fm=avif 960w`,
        },
      ],
    });
    // A template without {format}: the CDN picks the format; one set of widths.
    expect(
      responsiveImage('https://photos.dealer.com.au/a.jpg', 'card', {
        imageCdn: 'https://cdn.example.com/{width}/{url}',
        quality: 75,
      }).sources,
    ).toEqual([]);
  });

  it('shows the placeholder and anything else as it is', () => {
    expect(responsiveImage('/media/placeholder.jpg', 'card', cdn)).toEqual({
      src: '/media/placeholder.jpg',
      sources: [],
    });
    expect(responsiveImage('https://photos.dealer.com.au/a.jpg', 'card', noCdn)).toEqual({
      src: 'https://photos.dealer.com.au/a.jpg',
      sources: [],
    });
  });

  it('names the 1200×630 card of a page', () => {
    expect(openGraphImage(`${SET}/640.jpg`, noCdn)).toBe(`${SET}/og.jpg`);
    expect(openGraphImage('https://photos.dealer.com.au/a.jpg', cdn)).toBe(
      'https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa.jpg?w=1200&q=70&fm=jpg',
    );
    expect(openGraphImage('/media/placeholder.jpg', cdn)).toBe('/media/placeholder.jpg');
  });

  it('reads a variant path, and nothing that only looks like one', () => {
    expect(parseVariant(`${SET}/640.jpg`)).toEqual({ key: '0123456789abcdef', maxWidth: 1920 });
    expect(parseVariant('/img/../../etc-1/640.jpg')).toBeUndefined();
    expect(parseVariant(`https://cdn.example.com${SET}/640.jpg`)).toBeUndefined();
  });
});

describe('gallery thumbnails', () => {
  it('come from the photo’s own set or the CDN, else the feed’s own thumbnail', async () => {
    const { thumbnailImage } = await import('../../../src/domain/responsive-image.ts');
    expect(thumbnailImage({ image: `${SET}/640.jpg`, thumb: '/t.jpg' }, noCdn).src).toBe(`${SET}/320.jpg`);
    expect(thumbnailImage({ image: 'https://photos.dealer.com.au/a.jpg', thumb: '/t.jpg' }, cdn).src).toBe(
      'https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa.jpg?w=320&q=70&fm=jpg',
    );
    expect(thumbnailImage({ image: 'https://photos.dealer.com.au/a.jpg', thumb: '/t.jpg' }, noCdn).src).toBe(
      '/t.jpg',
    );
    expect(thumbnailImage({ image: 'https://photos.dealer.com.au/a.jpg' }, noCdn).src).toBe(
      'https://photos.dealer.com.au/a.jpg',
    );
  });
});

describe('make logos', () => {
  it('offers a resized picture logo at 1× and 2× of the width it is shown at', () => {
    expect(logoImage('/img/0123456789abcdef-320/160.png', 96)).toEqual({
      src: '/img/0123456789abcdef-320/160.png',
      srcSet: '/img/0123456789abcdef-320/160.png 160w, /img/0123456789abcdef-320/320.png 320w',
      sizes: '96px',
    });
    // A logo only 120 px wide is offered at its own width alone.
    expect(logoImage('/img/0123456789abcdef-120/120.png', 96)).toEqual({
      src: '/img/0123456789abcdef-120/120.png',
    });
  });

  it('shows an SVG or any other logo as it is', () => {
    expect(logoImage('/brand/makes/toyota.svg', 96)).toEqual({ src: '/brand/makes/toyota.svg' });
    expect(logoImage('/img/0123456789abcdef-1920/640.jpg', 96)).toEqual({
      src: '/img/0123456789abcdef-1920/640.jpg',
    });
  });
});
