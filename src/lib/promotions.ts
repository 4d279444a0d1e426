/**
 * The tenant's promotions slider for this build (PROMO-03, build-time only). A slide linking to
 * a page of this site that the build does not emit fails the tenant's build with the file and
 * key (QUAL-03); the other tenants still build.
 */
import { isExternal, linksToPage } from '../domain/navigation.ts';
import { type PromotionSlide, promotionSlides } from '../domain/promotions/slides.ts';
import { siteData } from './site-data.ts';
import { sitePages } from './site-pages.ts';

export function siteSlides(): PromotionSlide[] {
  const { tenant } = siteData();
  const { paths } = sitePages();
  const broken = tenant.slides.flatMap((slide, index) =>
    slide.url && !isExternal(slide.url) && !linksToPage(slide.url, paths)
      ? [`  tenants/${tenant.slug}/slides.json at ${index}.url: "${slide.url}" is not a page of this site`]
      : [],
  );
  if (broken.length > 0)
    throw new Error(
      `Tenant "${tenant.slug}" has slides linking to pages it does not have:\n${broken.join('\n')}`,
    );
  return promotionSlides(tenant.slides);
}
