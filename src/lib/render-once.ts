/**
 * HTML a tenant's pages repeat word for word (the header with its menus, the footer), rendered
 * once per tenant and build and repeated on every page after (src/components/RenderOnce.astro).
 * The header alone is about 35 KB of HTML; rendering it on each of 40,000 pages was a large
 * share of a build's time.
 *
 * The cache hangs off the tenant's loaded data, so it is dropped with it when a batch moves on
 * (src/lib/tenant-context.ts). The dev preview renders every time: it must show edits.
 */
import type { SiteData } from '../build/site-data.ts';
import { siteData } from './site-data.ts';

const fragments = new WeakMap<SiteData, Map<string, Promise<string>>>();

/** The HTML `render` gives for this tenant and `key`, rendered on the first call only. */
export function renderedOnce(key: string, render: () => Promise<string>): Promise<string> {
  if (import.meta.env.DEV) return render();
  const data = siteData();
  let byKey = fragments.get(data);
  if (!byKey) {
    byKey = new Map();
    fragments.set(data, byKey);
  }
  let html = byKey.get(key);
  if (!html) {
    html = render();
    byKey.set(key, html);
    // A failed render is not kept: the next page tries again and reports its own error.
    html.catch(() => byKey.delete(key));
  }
  return html;
}
