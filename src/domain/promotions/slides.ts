/**
 * The home page's promotions slider (PROMO-03): the tenant's slides (slides.json) in order,
 * 1920 by 540 pictures, each with its name, description and link laid over it, unless the
 * slide's picture carries its own words (hide_overlay), when they become its alt text.
 */
import type { Slide } from '../../model/content.ts';
import { isExternal } from '../navigation.ts';

export const SLIDE_WIDTH = 1920;
export const SLIDE_HEIGHT = 540;

export interface PromotionSlide {
  id: string;
  name: string;
  description: string | undefined;
  href: string | undefined;
  external: boolean;
  image: string | undefined;
  /** Empty when the overlay says it all; the slide's words when the picture carries them. */
  alt: string;
  overlay: boolean;
}

export function promotionSlides(slides: readonly Slide[]): PromotionSlide[] {
  return slides.map((slide) => {
    const description = slide.description?.trim() || undefined;
    // A slide without a picture has only its words to show.
    const overlay = !slide.hide_overlay || !slide.image;
    return {
      id: slide.id,
      name: slide.name,
      description,
      href: slide.url,
      external: slide.url !== undefined && isExternal(slide.url),
      image: slide.image,
      alt: overlay ? '' : description ? `${slide.name}: ${description}` : slide.name,
      overlay,
    };
  });
}
