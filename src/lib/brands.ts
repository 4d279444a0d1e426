/**
 * The tenant's brand directory for this build (NAV-07, build-time only). An entry whose url is a
 * page of this site that the build does not emit fails the tenant's build with the file and key,
 * like a menu link to a missing page (QUAL-03); the other tenants still build.
 */
import { type BrandDirectorySection, brandDirectory } from '../domain/brands/directory.ts';
import { makeLogoPath } from '../domain/make-logos.ts';
import { isExternal, linksToPage } from '../domain/navigation.ts';
import { siteData } from './site-data.ts';
import { sitePages } from './site-pages.ts';

export function siteBrandDirectory(): BrandDirectorySection[] {
  const { tenant, makeLogos } = siteData();
  const brands = tenant.brands ?? [];
  const { paths } = sitePages();
  const broken = brands.flatMap((brand, index) =>
    brand.url && !isExternal(brand.url) && !linksToPage(brand.url, paths)
      ? [
          `  tenants/${tenant.slug}/brands.json at brands.${index}.url: "${brand.url}" is not a page of this site`,
        ]
      : [],
  );
  if (broken.length > 0)
    throw new Error(
      `Tenant "${tenant.slug}" has brand directory links to pages it does not have:\n${broken.join('\n')}`,
    );
  return brandDirectory(brands, tenant.settings.navigation.hiddenBrands, (name) =>
    makeLogoPath(name, makeLogos),
  );
}
