/**
 * The tenant's brand directory for this build (NAV-07, build-time only). An entry whose url is a
 * page of this site that the build does not emit fails the tenant's build with the file and key.
 */
import { type BrandDirectorySection, brandDirectory } from '../domain/brands/directory.ts';
import { makeLogoPath } from '../domain/make-logos.ts';
import { siteData } from './site-data.ts';
import { assertSitePageLinks } from './site-links.ts';

export function siteBrandDirectory(): BrandDirectorySection[] {
  const { tenant, makeLogos } = siteData();
  const brands = tenant.brands ?? [];
  assertSitePageLinks(
    'brand directory links',
    'brands.json',
    brands.map((brand, index) => ({ key: `brands.${index}.url`, url: brand.url })),
  );
  return brandDirectory(brands, tenant.settings.navigation.hiddenBrands, (name) =>
    makeLogoPath(name, makeLogos),
  );
}
