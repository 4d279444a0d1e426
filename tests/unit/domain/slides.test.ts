import { describe, expect, it } from 'vitest';
import { promotionSlides } from '../../../src/domain/promotions/slides.ts';

describe('promotions slider (PROMO-03)', () => {
  it('keeps the dealer’s order; words go over the picture unless the picture carries them', () => {
    expect(
      promotionSlides([
        {
          id: '1',
          name: 'HiLux Runout',
          description: 'Every HiLux must go.',
          url: '/hilux',
          image: '/media/a.jpg',
          hide_overlay: false,
        },
        {
          id: '2',
          name: 'Certified',
          description: ' 90-point inspection ',
          url: 'https://example.com/cpo',
          image: '/media/b.jpg',
          hide_overlay: true,
        },
        {
          id: '3',
          name: 'Service Special',
          description: '',
          image: undefined,
          url: undefined,
          hide_overlay: true,
        },
        { id: '4', name: 'Banner', image: '/media/c.jpg', hide_overlay: true },
      ] as never),
    ).toEqual([
      {
        id: '1',
        name: 'HiLux Runout',
        description: 'Every HiLux must go.',
        href: '/hilux',
        external: false,
        image: '/media/a.jpg',
        alt: '',
        overlay: true,
      },
      {
        id: '2',
        name: 'Certified',
        description: '90-point inspection',
        href: 'https://example.com/cpo',
        external: true,
        image: '/media/b.jpg',
        alt: 'Certified: 90-point inspection',
        overlay: false,
      },
      // No picture: its words are all it has, so they show whatever hide_overlay says.
      {
        id: '3',
        name: 'Service Special',
        description: undefined,
        href: undefined,
        external: false,
        image: undefined,
        alt: '',
        overlay: true,
      },
      {
        id: '4',
        name: 'Banner',
        description: undefined,
        href: undefined,
        external: false,
        image: '/media/c.jpg',
        alt: 'Banner',
        overlay: false,
      },
    ]);
  });
});
