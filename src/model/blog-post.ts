/**
 * Blog posts a tenant writes in Markdown (PROMO-07, /blog/vehicle-reviews): tenants/<slug>/blog/
 * <post-slug>.md with front matter `title`, `date` (YYYY-MM-DD) and optional `description`,
 * `image` (a site path or URL), `make` and `model` (the vehicle the post reviews, so a car's page
 * can show posts about it). The body is Markdown like a content page's, with the same checks.
 */
import { type ContentPageProblem, readMarkdownFile, titleAndDescription } from './content-page.ts';

export interface BlogPost {
  slug: string;
  file: string;
  title: string;
  description: string | undefined;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  image: string | undefined;
  make: string | undefined;
  model: string | undefined;
  markdown: string;
}

const POST_KEYS = ['title', 'description', 'date', 'image', 'make', 'model'] as const;

/** The post listing's own page: no post may take its slug. */
export const BLOG_INDEX_SLUG = 'vehicle-reviews';

function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

export function parseBlogPost(
  file: string,
  text: string,
): { post: BlogPost; problems: [] } | { post: undefined; problems: ContentPageProblem[] } {
  const read = readMarkdownFile(file, text, POST_KEYS, 'post');
  const { slug, fields, markdown, problems } = read;
  const { title, description } = titleAndDescription(fields, problems);
  if (slug === BLOG_INDEX_SLUG)
    problems.push({
      path: '',
      message: `"${slug}" is the blog's own listing page (/blog/${slug}); rename the file`,
    });
  const date = fields['date'];
  if (!date) problems.push({ path: 'date', message: 'required front matter "date" is missing (YYYY-MM-DD)' });
  else if (!isCalendarDay(date))
    problems.push({ path: 'date', message: `date "${date}" is not a calendar day written YYYY-MM-DD` });
  const image = fields['image'] || undefined;
  if (image && !/^(https?:\/\/|\/)[^\s]*$/.test(image))
    problems.push({ path: 'image', message: 'image must be an absolute URL or a path starting with /' });
  problems.push(...read.bodyProblems);
  if (problems.length > 0 || !slug || !title || !date) return { post: undefined, problems };
  return {
    post: {
      slug,
      file,
      title,
      description,
      date,
      image,
      make: fields['make'] || undefined,
      model: fields['model'] || undefined,
      markdown,
    },
    problems: [],
  };
}
