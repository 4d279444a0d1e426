/**
 * Content pages a tenant writes in Markdown (NAV-04: /about-us, /careers, /privacy-policy,
 * /pages/faqs …): tenants/<slug>/pages/<page-slug>.md with a front matter block of
 * `key: value` lines (title, optional description). This reads and checks one file; the
 * Markdown is rendered by src/domain/content-pages.ts, which escapes any raw HTML.
 */

/** A content page as loaded: the file's slug, its front matter and its Markdown body. */
export interface ContentPage {
  /** The file name without .md: the last segment of the page's path. */
  slug: string;
  /** The file name, e.g. about-us.md. */
  file: string;
  title: string;
  /** The page's meta description. */
  description: string | undefined;
  markdown: string;
}

/** One problem in a page file: the key (front matter key, or "body") and what is wrong. */
export interface ContentPageProblem {
  path: string;
  message: string;
}

export const CONTENT_PAGE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const FRONT_MATTER_KEYS = ['title', 'description'] as const;
const MAX_TITLE = 120;
const MAX_DESCRIPTION = 300;

/**
 * Raw HTML and script URLs a page must not contain. Other raw HTML is shown as text, never
 * rendered; these fail the build so a pasted embed or tracking snippet is noticed.
 */
const FORBIDDEN: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /<\s*script\b/i, what: 'raw <script> is not allowed' },
  { pattern: /<\s*iframe\b/i, what: 'raw <iframe> is not allowed' },
  { pattern: /<[^>]*\son[a-z]+\s*=/i, what: 'an on… event handler attribute is not allowed' },
  { pattern: /javascript\s*:/i, what: 'a javascript: link is not allowed' },
];

function unquote(value: string): string {
  const match = /^(["'])(.*)\1$/.exec(value);
  return match ? match[2]! : value;
}

/** Lines of the body with forbidden content, as problems naming the line (1-based in the file). */
function bodyProblems(body: string, firstLine: number): ContentPageProblem[] {
  const problems: ContentPageProblem[] = [];
  body.split('\n').forEach((line, index) => {
    for (const { pattern, what } of FORBIDDEN) {
      if (pattern.test(line)) problems.push({ path: 'body', message: `${what} (line ${firstLine + index})` });
    }
  });
  return problems;
}

/** A Markdown file split into its front matter fields and body, with what is wrong with it. */
export interface MarkdownFile {
  /** The file name without .md, when the name is a valid slug. */
  slug: string | undefined;
  fields: Record<string, string>;
  markdown: string;
  /** Problems of the file name and front matter. */
  problems: ContentPageProblem[];
  /** Problems of the body (empty, forbidden raw HTML), reported after the front matter's own. */
  bodyProblems: ContentPageProblem[];
}

/**
 * Reads a Markdown file with a front matter block of `key: value` lines, accepting only `keys`.
 * Every problem is collected (a dealer sees them all at once): the file name, unknown keys,
 * an unclosed block, forbidden raw HTML in the body, an empty body.
 */
export function readMarkdownFile(
  file: string,
  text: string,
  keys: readonly string[],
  /** What the file is, in messages: 'page', 'post'. */
  noun: string,
): MarkdownFile {
  const problems: ContentPageProblem[] = [];
  const slug = CONTENT_PAGE_FILE.exec(file)?.[1];
  if (!slug)
    problems.push({
      path: '',
      message: `${noun} file name must be lowercase letters, digits and hyphens ending in .md, e.g. about-us.md`,
    });
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const fields: Record<string, string> = {};
  let bodyStart = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
    if (end < 0) {
      problems.push({ path: '', message: 'front matter starts with --- on line 1 but has no closing ---' });
      bodyStart = lines.length;
    } else {
      for (let index = 1; index < end; index++) {
        const line = lines[index]!;
        if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
        const match = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
        if (!match) {
          problems.push({ path: '', message: `front matter line ${index + 1} is not "key: value"` });
          continue;
        }
        const key = match[1]!;
        if (!keys.includes(key)) {
          problems.push({
            path: key,
            message: `unknown front matter key "${key}" (expected ${keys.join(', ')})`,
          });
          continue;
        }
        fields[key] = unquote(match[2]!.trim()).trim();
      }
      bodyStart = end + 1;
    }
  }
  const markdown = lines.slice(bodyStart).join('\n').trim();
  const body: ContentPageProblem[] = [];
  if (markdown === '')
    body.push({ path: 'body', message: `the ${noun} has no content below its front matter` });
  body.push(...bodyProblems(lines.slice(bodyStart).join('\n'), bodyStart + 1));
  return { slug, fields, markdown, problems, bodyProblems: body };
}

/** The title and description checks content pages and blog posts share. */
export function titleAndDescription(
  fields: Record<string, string>,
  problems: ContentPageProblem[],
): { title: string | undefined; description: string | undefined } {
  const title = fields['title'];
  if (!title) problems.push({ path: 'title', message: 'required front matter "title" is missing' });
  else if (title.length > MAX_TITLE)
    problems.push({ path: 'title', message: `title is ${title.length} characters; at most ${MAX_TITLE}` });
  const description = fields['description'] || undefined;
  if (description && description.length > MAX_DESCRIPTION)
    problems.push({
      path: 'description',
      message: `description is ${description.length} characters; at most ${MAX_DESCRIPTION}`,
    });
  return { title, description };
}

/**
 * Parses one page file. Returns the page, or the problems (every one, so a dealer sees them all
 * at once). `file` is the file name inside the tenant's pages folder.
 */
export function parseContentPage(
  file: string,
  text: string,
): { page: ContentPage; problems: [] } | { page: undefined; problems: ContentPageProblem[] } {
  const read = readMarkdownFile(file, text, FRONT_MATTER_KEYS, 'page');
  const { slug, fields, markdown, problems } = read;
  const { title, description } = titleAndDescription(fields, problems);
  problems.push(...read.bodyProblems);
  if (problems.length > 0 || !slug || !title) return { page: undefined, problems };
  return { page: { slug, file, title, description, markdown }, problems: [] };
}
