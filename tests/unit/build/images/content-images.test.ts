import { describe, expect, it } from 'vitest';
import { contentImages, withContentImages } from '../../../../src/build/images/content-images.ts';
import type { Tenant } from '../../../../src/config/load-tenant.ts';

const tenant = {
  models: [{ slug: 'hilux', image: { url: '/media/hilux.jpg' } }, { slug: 'plain' }],
  promos: [{ id: 'p1', image: 'https://dealer.example.com/promo.jpg' }],
  slides: [
    { id: 'summer', image: '/media/slide.jpg' },
    { id: 'winter', image: '/media/gone.jpg' },
  ],
  offers: [{ id: 'o1', image: '/media/offer.jpg' }],
  popup: { id: 'pop', image: '/media/popup.jpg' },
  blog: [{ slug: 'review', image: '/media/blog.jpg' }],
  locations: [{ id: 'l1', image: { url: '/media/yard.jpg' } }],
  service: { hero_image: '/media/workshop.jpg' },
} as unknown as Tenant;

describe('a tenant’s content photos', () => {
  it('are every photo its model pages, promotions, slides, offers, popup, blog and servicing page show', () => {
    expect(contentImages(tenant)).toEqual([
      { owner: 'model hilux', url: '/media/hilux.jpg' },
      { owner: 'promo p1', url: 'https://dealer.example.com/promo.jpg' },
      { owner: 'slide summer', url: '/media/slide.jpg' },
      { owner: 'slide winter', url: '/media/gone.jpg' },
      { owner: 'offer o1', url: '/media/offer.jpg' },
      { owner: 'popup', url: '/media/popup.jpg' },
      { owner: 'blog review', url: '/media/blog.jpg' },
      { owner: 'service page', url: '/media/workshop.jpg' },
    ]);
  });

  it('point at their resized sets; one the build did not resize stays as it was', () => {
    const set = (n: number) => `/img/000000000000000${n}-1920/640.jpg`;
    const resized = new Map<string, string>([
      ['/media/hilux.jpg', set(1)],
      ['https://dealer.example.com/promo.jpg', set(2)],
      ['/media/slide.jpg', set(3)],
      ['/media/gone.jpg', '/media/gone.jpg'],
      ['/media/offer.jpg', set(4)],
      ['/media/blog.jpg', set(5)],
    ]);
    expect(withContentImages(tenant, resized)).toEqual({
      models: [{ slug: 'hilux', image: { url: set(1) } }, { slug: 'plain' }],
      promos: [{ id: 'p1', image: set(2) }],
      slides: [
        { id: 'summer', image: set(3) },
        { id: 'winter', image: '/media/gone.jpg' },
      ],
      offers: [{ id: 'o1', image: set(4) }],
      popup: { id: 'pop', image: '/media/popup.jpg' },
      blog: [{ slug: 'review', image: set(5) }],
      locations: [{ id: 'l1', image: { url: '/media/yard.jpg' } }],
      service: { hero_image: '/media/workshop.jpg' },
    });
  });
});
