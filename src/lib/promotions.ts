/**
 * The tenant's promotions slider for this build (PROMO-03, build-time only). A slide linking to
 * a page of this site that the build does not emit fails the tenant's build with the file and key.
 */
import { type PromotionSlide, promotionSlides } from '../domain/promotions/slides.ts';
import { siteData } from './site-data.ts';
import { assertSitePageLinks } from './site-links.ts';

export function siteSlides(): PromotionSlide[] {
  const { tenant } = siteData();
  assertSitePageLinks(
    'slides linking',
    'slides.json',
    tenant.slides.map((slide, index) => ({ key: `${index}.url`, url: slide.url })),
  );
  return promotionSlides(tenant.slides);
}
