import type { TenantData } from '../tenant-data.ts';

/**
 * Whether `origin` may call a tenant's API cross-origin (SEC-05): its site URL, its domains
 * over https, configured extra origins, and its local preview at http://<slug>.localhost.
 */
export function isTenantOrigin(tenant: TenantData, slug: string, origin: string): boolean {
  const { site, leads } = tenant.tenant.settings;
  const allowed = [
    new URL(site.url).origin,
    ...leads.allowedOrigins.map((url) => new URL(url).origin),
    ...site.domains.map((domain) => `https://${domain}`),
  ];
  return allowed.includes(origin) || new RegExp(`^http://${slug}\\.localhost(:\\d+)?$`).test(origin);
}
