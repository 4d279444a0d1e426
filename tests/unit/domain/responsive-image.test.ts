import { describe, expect, it } from 'vitest';
import { openGraphImage, parseVariant, responsiveImage } from '../../../src/domain/responsive-image.ts';

const noCdn = { quality: 75 };
const cdn = { imageCdn: 'https://img.example-cdn.com/{url}?w={width}&q={quality}&fm={format}', quality: 70 };

describe('responsive car photos', () => {
  it('offers a resized photo at its layout’s widths in AVIF, WebP and JPEG', () => {
    expect(responsiveImage('/img/0123456789abcdef-1920/640.jpg', 'card', noCdn)).toEqual({
      src: '/img/0123456789abcdef-1920/640.jpg',
      srcSet:
        '/img/0123456789abcdef-1920/320.jpg 320w, /img/0123456789abcdef-1920/480.jpg 480w, /img/0123456789abcdef-1920/640.jpg 640w, /img/0123456789abcdef-1920/960.jpg 960w',
      sizes: '(min-width: 1240px) 380px, (min-width: 700px) 46vw, 92vw',
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/img/0123456789abcdef-1920/320.avif 320w, /img/0123456789abcdef-1920/480.avif 480w, /img/0123456789abcdef-1920/640.avif 640w, /img/0123456789abcdef-1920/960.avif 960w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/img/0123456789abcdef-1920/320.webp 320w, /img/0123456789abcdef-1920/480.webp 480w, /img/0123456789abcdef-1920/640.webp 640w, /img/0123456789abcdef-1920/960.webp 960w',
        },
      ],
    });
  });

  it('never offers a width the photo does not have', () => {
    const slide = responsiveImage('/img/0123456789abcdef-600/600.jpg', 'slide', noCdn);
    expect(slide.src).toBe('/img/0123456789abcdef-600/600.jpg');
    expect(slide.srcSet).toBe(
      '/img/0123456789abcdef-600/480.jpg 480w, /img/0123456789abcdef-600/600.jpg 600w',
    );
    expect(responsiveImage('/img/0123456789abcdef-600/600.jpg', 'thumb', noCdn).srcSet).toBe(
      '/img/0123456789abcdef-600/160.jpg 160w, /img/0123456789abcdef-600/320.jpg 320w',
    );
  });

  it('asks the image CDN for a feed photo at each width, quality and format', () => {
    const thumb = responsiveImage('https://photos.dealer.com.au/a b.jpg', 'thumb', cdn);
    expect(thumb).toEqual({
      src: 'https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa%20b.jpg?w=160&q=70&fm=jpg',
      srcSet:
        'https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa%20b.jpg?w=160&q=70&fm=jpg 160w, https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa%20b.jpg?w=320&q=70&fm=jpg 320w',
      sizes: '150px',
      sources: [
        {
          type: 'image/avif',
          srcSet:
            'https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa%20b.jpg?w=160&q=70&fm=avif 160w, https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa%20b.jpg?w=320&q=70&fm=avif 320w',
        },
        {
          type: 'image/webp',
          srcSet:
            'https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa%20b.jpg?w=160&q=70&fm=webp 160w, https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa%20b.jpg?w=320&q=70&fm=webp 320w',
        },
      ],
    });
    // A template without {format}: the CDN picks the format; one set of widths.
    expect(
      responsiveImage('https://photos.dealer.com.au/a.jpg', 'thumb', {
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
    expect(openGraphImage('/img/0123456789abcdef-1920/640.jpg', noCdn)).toBe(
      '/img/0123456789abcdef-1920/og.jpg',
    );
    expect(openGraphImage('https://photos.dealer.com.au/a.jpg', cdn)).toBe(
      'https://img.example-cdn.com/https%3A%2F%2Fphotos.dealer.com.au%2Fa.jpg?w=1200&q=70&fm=jpg',
    );
    expect(openGraphImage('/media/placeholder.jpg', cdn)).toBe('/media/placeholder.jpg');
  });

  it('reads a variant path, and nothing that only looks like one', () => {
    expect(parseVariant('/img/0123456789abcdef-1920/640.jpg')).toEqual({
      key: '0123456789abcdef',
      maxWidth: 1920,
    });
    expect(parseVariant('/img/../../etc-1/640.jpg')).toBeUndefined();
    expect(parseVariant('https://cdn.example.com/img/0123456789abcdef-1920/640.jpg')).toBeUndefined();
  });
});
