import type { BuiltSite } from './sites.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page at http://localhost:<port>/: links to every built tenant, for ops previewing sites. */
export function tenantIndexPage(sites: BuiltSite[], host: string | undefined): string {
  const port = /:(\d+)$/.exec(host ?? '')?.[1];
  const items = sites
    .map((site) => {
      const href = `http://${site.slug}.localhost${port ? `:${port}` : ''}/`;
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(site.slug)}</a> <small>${escapeHtml(site.siteUrl ?? '')}</small></li>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dealer sites</title></head><body style="font-family:system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 16px"><h1>Dealer sites</h1>${sites.length ? `<ul>${items}</ul>` : '<p>No sites are built yet. Run <code>npm run build</code>.</p>'}</body></html>`;
}
