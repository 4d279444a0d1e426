/**
 * The photos of a tenant's own content (issue 16): model pages, promotions, home slides,
 * special offers, the popup, blog posts and the servicing page's hero. The build resizes those
 * under /media/ (and, without an image CDN, those at http addresses) with the stock's photos
 * (car-images.ts); each then points at its resized set. One it could not use, or one with
 * transparency or animation, is shown as the tenant gave it, and reported.
 */
import type { Tenant } from '../../config/load-tenant.ts';

export interface ContentImage {
  /** What shows it, for the build report: "model hilux", "slide summer-sale". */
  owner: string;
  url: string;
}

/** Every content photo a tenant's pages show. */
export function contentImages(tenant: Tenant): ContentImage[] {
  const images: ContentImage[] = [];
  const add = (owner: string, url: string | undefined) => {
    if (url) images.push({ owner, url });
  };
  for (const model of tenant.models) add(`model ${model.slug}`, model.image?.url);
  for (const promo of tenant.promos) add(`promo ${promo.id}`, promo.image);
  for (const slide of tenant.slides) add(`slide ${slide.id}`, slide.image);
  for (const offer of tenant.offers ?? []) add(`offer ${offer.id}`, offer.image);
  add('popup', tenant.popup?.image);
  for (const post of tenant.blog ?? []) add(`blog ${post.slug}`, post.image);
  add('service page', tenant.service?.hero_image);
  return images;
}

/** The tenant with each content photo replaced by its resized set (`resized`; else as it was). */
export function withContentImages(tenant: Tenant, resized: ReadonlyMap<string, string>): Tenant {
  const image = <T extends { image?: string | undefined }>(item: T): T =>
    item.image ? { ...item, image: resized.get(item.image) ?? item.image } : item;
  const imageUrl = <T extends { image?: { url: string } | undefined }>(item: T): T =>
    item.image
      ? { ...item, image: { ...item.image, url: resized.get(item.image.url) ?? item.image.url } }
      : item;
  const hero = tenant.service?.hero_image;
  return {
    ...tenant,
    models: tenant.models.map(imageUrl),
    promos: tenant.promos.map(image),
    slides: tenant.slides.map(image),
    ...(tenant.offers ? { offers: tenant.offers.map(image) } : {}),
    popup: tenant.popup && image(tenant.popup),
    ...(tenant.blog ? { blog: tenant.blog.map(image) } : {}),
    ...(tenant.service && hero
      ? { service: { ...tenant.service, hero_image: resized.get(hero) ?? hero } }
      : {}),
  };
}
