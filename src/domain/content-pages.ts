/**
 * Tenant content pages (NAV-04, spec-2 §2): where each page lives, which slugs are taken by
 * the platform's own routes, the Markdown → HTML rendering (no raw HTML, no script URLs) and
 * the menu links to the pages a tenant has.
 *
 * Markdown is rendered with marked (no dependencies, CommonMark + GFM tables). Its output is
 * not sanitised by itself, so this renderer escapes every raw HTML token and renders links and
 * images only with http(s), mailto, tel or site-relative addresses.
 */
import { Marked, type Token, type Tokens } from 'marked';
import type { ContentPage } from '../model/content-page.ts';

/** Pages the spec lists under /pages/ on every site (/pages/faqs, /pages/unsubscribe). */
export const ALWAYS_UNDER_PAGES: readonly string[] = ['faqs', 'unsubscribe'];

/** The page's path: /<slug>, or /pages/<slug> with features.pagesPath and for faqs / unsubscribe. */
export function contentPagePath(slug: string, pagesPath: boolean): string {
  return pagesPath || ALWAYS_UNDER_PAGES.includes(slug) ? `/pages/${slug}` : `/${slug}`;
}

/** A page whose slug is a built-in route's first segment: the message for its file. */
export function reservedSlugMessage(slug: string, reserved: ReadonlySet<string>): string | undefined {
  return reserved.has(slug)
    ? `page "${slug}" would take the built-in /${slug} route; rename the file (e.g. ${slug}-info.md)`
    : undefined;
}

/** The first segments of the static routes in src/pages, from its entry names (build-time). */
export function builtInSegments(entries: readonly string[]): string[] {
  return entries
    .filter((entry) => !entry.startsWith('[') && !entry.startsWith('_'))
    .map((entry) => entry.replace(/\.(astro|ts|js|md)$/, ''))
    .filter((name) => name !== 'index' && name !== '404')
    .sort();
}

const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** A link or image address a page may use: http(s), mailto, tel, or one on this site. */
export function isSafeHref(href: string): boolean {
  // The browser decodes character references in the attribute ("&#106;avascript:") and ignores
  // control characters and spaces inside a scheme ("java\tscript:"), so the check does too.
  const decoded = href
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => codePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d{1,7});?/g, (_, decimal: string) => codePoint(Number(decimal)));
  const compact = [...decoded].filter((char) => char > ' ' && char !== '\u007f').join('');
  const beforePath = compact.split(/[/?#]/, 1)[0] ?? '';
  // A named reference before the path ("javascript&colon;") could spell a scheme.
  if (beforePath.includes('&')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme === undefined) return !beforePath.includes(':') && !compact.startsWith('//');
  return ALLOWED_SCHEMES.includes(scheme.toLowerCase());
}

function codePoint(value: number): string {
  return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '\ufffd';
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link(token) {
      return isSafeHref(token.href) ? false : this.parser.parseInline(token.tokens);
    },
    image(token) {
      return isSafeHref(token.href) ? false : escapeHtml(token.text);
    },
  },
});

/**
 * The page body as HTML. Headings move so the body's top level is h2 (the page's h1 is its
 * title), keeping their order; raw HTML shows as text; unsafe links keep only their text.
 */
export function renderContentMarkdown(source: string): string {
  const tokens = markdown.lexer(source);
  const headings: Tokens.Heading[] = [];
  markdown.walkTokens(tokens, (token: Token) => {
    if (token.type === 'heading') headings.push(token as Tokens.Heading);
  });
  const top = Math.min(...headings.map((heading) => heading.depth));
  for (const heading of headings) heading.depth = Math.min(6, heading.depth - top + 2);
  return markdown.parser(tokens);
}

/** Menu labels and order of the pages a dealer usually has; other pages follow by title. */
const COMPANY_PAGES: readonly { slug: string; label: string }[] = [
  { slug: 'about-us', label: 'About Us' },
  { slug: 'careers', label: 'Careers' },
  { slug: 'warranty', label: 'Warranty' },
  { slug: 'roadside-assist', label: 'Roadside Assist' },
  { slug: 'fleet', label: 'Fleet' },
  { slug: 'buying', label: 'Buying' },
  { slug: 'diamond-advantage', label: 'Diamond Advantage' },
  { slug: 'faqs', label: 'FAQs' },
];

/** Pages that belong with the terms in a footer, not in the header's About menu. */
const LEGAL_PAGES: readonly { slug: string; label: string }[] = [
  { slug: 'privacy-policy', label: 'Privacy Policy' },
  { slug: 'value-my-car-terms-and-conditions', label: 'Valuation Terms' },
  { slug: 'unsubscribe', label: 'Unsubscribe' },
];

/** The careers page carries the careers form (LEAD-05). */
export const CAREERS_SLUG = 'careers';

/** The instant offer's terms (spec-2 §2 /value-my-car-terms-and-conditions), linked from the wizard. */
export const VALUATION_TERMS_SLUG = 'value-my-car-terms-and-conditions';

/**
 * The platform's own wording of the valuation terms, from the trade-in rules of spec-2 §9; a
 * tenant's pages/value-my-car-terms-and-conditions.md takes its place.
 */
export const DEFAULT_VALUATION_TERMS: ContentPage = {
  slug: VALUATION_TERMS_SLUG,
  file: '(built in)',
  title: 'Value My Car Terms and Conditions',
  description:
    'How our online valuation and instant offer work: what the offer is based on, how long it stands and what the inspection checks.',
  markdown: [
    '## The instant offer',
    '',
    'The instant offer is an estimate made from the details you give us: your registration, the odometer reading, the condition, the service history, the number of keys and any photos. It is not a guaranteed price.',
    '',
    '- The offer stands for **7 days** from the day it is made.',
    '- The final price is confirmed after an inspection of the vehicle by our buying team.',
    '- We cannot give an instant value for vehicles over 10 years old or over 100,000 km. Our buying team will contact you to arrange an appraisal instead.',
    '',
    '## The inspection',
    '',
    'The offer may change, or be withdrawn, when the vehicle differs from the details given, or when it:',
    '',
    '- is recorded as stolen or written off;',
    '- has had accident repairs, or has hail damage;',
    '- has major mechanical or electrical defects;',
    '- has no service history.',
    '',
    '## Finance owing',
    '',
    'If money is owed on the vehicle, bring a payout letter from your lender. We pay the lender directly, and any surplus is paid to you by direct credit.',
    '',
    '## Our buying team',
    '',
    // The team keeps the sales locations' hours (COMP-05): the built-in terms fix none.
    'Our buying team is there during our sales opening hours, shown on our Contact Us page.',
    '',
    '## Your details',
    '',
    'We use the details you give only to value your vehicle and contact you about this valuation.',
  ].join('\n'),
};

/** The one-click unsubscribe page of alert messages (ALERT-03, spec-2 §2 /pages/unsubscribe). */
export const UNSUBSCRIBE_SLUG = 'unsubscribe';

/**
 * The platform's wording of the unsubscribe page, for a tenant with alerts that did not write
 * pages/unsubscribe.md; the page's script does the unsubscribing, whichever text it shows.
 */
export const DEFAULT_UNSUBSCRIBE: ContentPage = {
  slug: UNSUBSCRIBE_SLUG,
  file: '(built in)',
  title: 'Unsubscribe',
  description: 'Stop the saved-search and watchlist alerts we send you, with one click.',
  markdown: [
    'Every alert we send, by e-mail or SMS, ends with a link to this page. Opening it stops all our alerts to you at once: saved searches, price drops and sold cars. There is nothing else to do.',
    '',
    'Changed your mind? Save a search again on our search page whenever you like.',
  ].join('\n'),
};

/**
 * The tenant's pages plus the built-in ones it did not write itself, by slug: the valuation
 * terms always, the unsubscribe page when the tenant sends alerts (features.savedSearches).
 */
export function withBuiltInPages(pages: readonly ContentPage[], options: { alerts: boolean }): ContentPage[] {
  const builtIn = [DEFAULT_VALUATION_TERMS, ...(options.alerts ? [DEFAULT_UNSUBSCRIBE] : [])].filter(
    (page) => !pages.some((own) => own.slug === page.slug),
  );
  return [...pages, ...builtIn].sort((a, b) => a.slug.localeCompare(b.slug));
}

export interface ContentMenuLinks {
  /** About Us, Careers, Warranty … then the tenant's other pages by title. */
  company: { label: string; href: string }[];
  /** Privacy Policy, Unsubscribe. */
  legal: { label: string; href: string }[];
}

/** Menu links to the content pages this tenant has, and to no other. */
export function contentMenuLinks(
  pages: readonly Pick<ContentPage, 'slug' | 'title'>[],
  pagesPath: boolean,
): ContentMenuLinks {
  const has = new Map(pages.map((page) => [page.slug, page]));
  const link = (slug: string, label: string) => ({ label, href: contentPagePath(slug, pagesPath) });
  const known = new Set([...COMPANY_PAGES, ...LEGAL_PAGES].map((page) => page.slug));
  const others = pages
    .filter((page) => !known.has(page.slug))
    .sort((a, b) => a.title.localeCompare(b.title, 'en-AU'))
    .map((page) => link(page.slug, page.title));
  return {
    company: [
      ...COMPANY_PAGES.filter((page) => has.has(page.slug)).map((page) => link(page.slug, page.label)),
      ...others,
    ],
    legal: LEGAL_PAGES.filter((page) => has.has(page.slug)).map((page) => link(page.slug, page.label)),
  };
}

/** The page's meta description: its own, else one naming the page and the dealer. */
export function contentPageDescription(
  page: Pick<ContentPage, 'title' | 'description'>,
  siteName: string,
): string {
  return page.description ?? `${page.title} at ${siteName}.`;
}
