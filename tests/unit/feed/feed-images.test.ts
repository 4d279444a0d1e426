import { describe, expect, it } from 'vitest';
import { cleanFeedImages, imageAddressProblem } from '../../../src/feed/feed-images.ts';

const noPlaceholder = (url: string) => url.endsWith('/noimage.jpg');

describe('a feed’s photo list', () => {
  it('keeps web photos in order, once each, and drops the placeholder silently', () => {
    expect(
      cleanFeedImages(
        [
          { image: ' https://cdn.example.com/a.jpg ', thumb: 'https://cdn.example.com/a-t.jpg' },
          { image: 'https://cdn.example.com/noimage.jpg' },
          { image: '/media/b.png' },
          { image: 'https://cdn.example.com/a.jpg' },
          { image: 'https://cdn.example.com/photo?id=7' },
        ],
        noPlaceholder,
      ),
    ).toEqual({
      images: [
        { image: 'https://cdn.example.com/a.jpg', thumb: 'https://cdn.example.com/a-t.jpg' },
        { image: '/media/b.png' },
        { image: 'https://cdn.example.com/photo?id=7' },
      ],
      dropped: [{ url: 'https://cdn.example.com/a.jpg', reason: 'listed twice; shown once' }],
    });
  });

  it('drops addresses that are not web photos, with the reason', () => {
    expect(
      cleanFeedImages(
        [
          { image: 'javascript:alert(1)' },
          { image: 'data:image/png;base64,AAAA' },
          { image: 'cdn.example.com/c.jpg' },
          { image: 'https://cdn.example.com/brochure.PDF' },
          { image: 'https://cdn.example.com/logo.svg?v=2' },
          { image: 'https://cdn.example.com/walkaround.mp4' },
          { image: 'https://cdn.example.com/d.jpg', thumb: 'javascript:void(0)' },
        ],
        noPlaceholder,
      ),
    ).toEqual({
      images: [{ image: 'https://cdn.example.com/d.jpg' }],
      dropped: [
        {
          url: 'javascript:alert(1)',
          reason: '"javascript:" is not a web address; only http(s) addresses and site paths are shown',
        },
        {
          url: 'data:image/png;base64,AAAA',
          reason: '"data:" is not a web address; only http(s) addresses and site paths are shown',
        },
        { url: 'cdn.example.com/c.jpg', reason: 'not a web address (no http(s):// or leading /)' },
        { url: 'https://cdn.example.com/brochure.PDF', reason: 'a .pdf file, not a photo' },
        { url: 'https://cdn.example.com/logo.svg?v=2', reason: 'an SVG drawing, not a photo' },
        { url: 'https://cdn.example.com/walkaround.mp4', reason: 'a .mp4 file, not a photo' },
      ],
    });
  });

  it('takes an address without an extension as a possible photo (the pipeline decides)', () => {
    expect(imageAddressProblem('https://photos.example.com/v1/abc123')).toBeUndefined();
  });
});
