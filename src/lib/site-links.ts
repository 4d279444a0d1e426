/**
 * Links a tenant's content files make to pages of its own site (brand directory entries,
 * slides), checked against every page the build emits (QUAL-03, build-time only). A link to a
 * page the tenant does not have fails that tenant's build naming the file and key; external
 * links are not checked. The other tenants still build.
 */
import { isExternal, linksToPage } from '../domain/navigation.ts';
import { siteData } from './site-data.ts';
import { sitePages } from './site-pages.ts';

export function assertSitePageLinks(
  /** What holds the links, for the message: 'brand directory links', 'slides linking'. */
  what: string,
  file: string,
  links: readonly { key: string; url: string | undefined }[],
): void {
  const { tenant } = siteData();
  const { paths } = sitePages();
  const broken = links.flatMap(({ key, url }) =>
    url && !isExternal(url) && !linksToPage(url, paths)
      ? [`  tenants/${tenant.slug}/${file} at ${key}: "${url}" is not a page of this site`]
      : [],
  );
  if (broken.length > 0)
    throw new Error(`Tenant "${tenant.slug}" has ${what} to pages it does not have:\n${broken.join('\n')}`);
}
