/**
 * Whether a site path is a page this build emits, so the vehicle page never links to a page
 * that is not there (a missing route gets the enquiry form instead). Build-time only: it
 * looks at the route files under src/pages (the build runs from the project root), so a
 * page added later (e.g. /finance or /cars/[slug]/checkout) is linked automatically.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sitePages } from '../../lib/site-pages.ts';

const PAGES_DIR = join(process.cwd(), 'src', 'pages');
const EXTENSIONS = ['.astro', '.md', '.mdx', '.ts'];

/** The route file path without extension, e.g. 'finance' or 'cars/[slug]/checkout'. */
export function routeFileExists(route: string): boolean {
  const clean = route.replace(/^\/+|\/+$/g, '');
  if (clean === '') return true;
  return EXTENSIONS.some(
    (ext) =>
      existsSync(join(PAGES_DIR, `${clean}${ext}`)) || existsSync(join(PAGES_DIR, clean, `index${ext}`)),
  );
}

/**
 * A plain site path (query and anchor ignored) this tenant's build emits: in the build's page
 * inventory (src/lib/site-pages.ts: pages that exist per tenant, such as /finance), or served by
 * a static route file. External links count as present.
 */
export function sitePageExists(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return true;
  const path = href.split(/[?#]/)[0] ?? '';
  if (!/^[a-z0-9/_-]*$/i.test(path)) return false;
  return sitePages().paths.has(path.replace(/(.)\/+$/, '$1')) || routeFileExists(path);
}
