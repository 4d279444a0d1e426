import { describe, expect, it } from 'vitest';
import { parseBlogPost } from '../../../src/model/blog-post.ts';

describe('a tenant blog post file (blog/<slug>.md)', () => {
  it('reads the title, date, description, image, make and model', () => {
    const text =
      '---\ntitle: HiLux review: the ute to beat\ndate: 2026-11-18\ndescription: A week with the SR5.\nimage: /media/demo/ute-white-side.jpg\nmake: Toyota\nmodel: HiLux\n---\nThe HiLux **still** leads.';
    expect(parseBlogPost('hilux-review.md', text)).toEqual({
      post: {
        slug: 'hilux-review',
        file: 'hilux-review.md',
        title: 'HiLux review: the ute to beat',
        description: 'A week with the SR5.',
        date: '2026-11-18',
        image: '/media/demo/ute-white-side.jpg',
        make: 'Toyota',
        model: 'HiLux',
        markdown: 'The HiLux **still** leads.',
      },
      problems: [],
    });
  });

  it('names every problem: a missing or impossible date, a bad image, the listing’s own slug, a script', () => {
    expect(parseBlogPost('news.md', '---\ntitle: News\n---\nHello').problems).toEqual([
      { path: 'date', message: 'required front matter "date" is missing (YYYY-MM-DD)' },
    ]);
    expect(
      parseBlogPost(
        'vehicle-reviews.md',
        '---\ntitle: Reviews\ndate: 2026-02-30\nimage: photo.jpg\nauthor: Sam\n---\n<script>alert(1)</script>',
      ).problems,
    ).toEqual([
      {
        path: 'author',
        message: 'unknown front matter key "author" (expected title, description, date, image, make, model)',
      },
      {
        path: '',
        message: '"vehicle-reviews" is the blog\'s own listing page (/blog/vehicle-reviews); rename the file',
      },
      { path: 'date', message: 'date "2026-02-30" is not a calendar day written YYYY-MM-DD' },
      { path: 'image', message: 'image must be an absolute URL or a path starting with /' },
      { path: 'body', message: 'raw <script> is not allowed (line 7)' },
    ]);
    expect(parseBlogPost('Big News.md', '---\ntitle: x\ndate: 2026-01-01\n---\n').problems).toEqual([
      {
        path: '',
        message:
          'post file name must be lowercase letters, digits and hyphens ending in .md, e.g. about-us.md',
      },
      { path: 'body', message: 'the post has no content below its front matter' },
    ]);
  });
});
