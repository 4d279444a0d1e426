import { describe, expect, it } from 'vitest';
import { blogCard, blogDateText, postsForCar } from '../../../src/domain/blog.ts';
import type { BlogPost } from '../../../src/model/blog-post.ts';

const post = (slug: string, extra: Partial<BlogPost> = {}): BlogPost => ({
  slug,
  file: `${slug}.md`,
  title: slug,
  description: undefined,
  date: '2026-01-01',
  image: undefined,
  make: undefined,
  model: undefined,
  markdown: 'Body.',
  ...extra,
});

describe('blog cards', () => {
  it('[PROMO-07] carry the link, heading, image, date and a snippet of at most 80 characters', () => {
    expect(
      blogCard(
        post('hilux-review', {
          title: 'HiLux review',
          date: '2026-11-18',
          image: '/media/demo/ute-white-side.jpg',
          description:
            'We spent a week with the HiLux SR5 on the school run, the worksite and a weekend away.',
        }),
      ),
    ).toEqual({
      href: '/blog/hilux-review',
      heading: 'HiLux review',
      image: '/media/demo/ute-white-side.jpg',
      snippet: 'We spent a week with the HiLux SR5 on the school run, the worksite and a…',
      date: '2026-11-18',
      dateText: '18 November 2026',
    });
    // Without a description the snippet is the post's opening words, as text.
    expect(
      blogCard(post('news', { markdown: '## Big news\n\nOur **new** showroom opens in *March*.' })).snippet,
    ).toBe('Big news Our new showroom opens in March.');
    expect(blogDateText('2026-03-05')).toBe('5 March 2026');
  });
});

describe('posts on a car’s page', () => {
  const posts = [
    post('old-hilux', { make: 'Toyota', model: 'HiLux', date: '2025-05-01' }),
    post('servicing', { make: 'Toyota', date: '2026-08-05' }),
    post('new-hilux', { make: 'toyota', model: 'Hilux', date: '2026-11-18' }),
    post('rav4', { make: 'Toyota', model: 'RAV4', date: '2026-10-30' }),
    post('general', { date: '2026-11-20' }),
  ];
  it('shows posts about its make and model first, then about its make, newest first, at most three', () => {
    expect(postsForCar(posts, { make: 'Toyota', model: 'HiLux' }).map((p) => p.slug)).toEqual([
      'new-hilux',
      'old-hilux',
      'servicing',
    ]);
    expect(postsForCar(posts, { make: 'Toyota', model: 'Camry' }).map((p) => p.slug)).toEqual(['servicing']);
    expect(postsForCar(posts, { make: 'Mazda', model: 'CX-5' })).toEqual([]);
  });
});
