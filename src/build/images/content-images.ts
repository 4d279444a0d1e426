/**
 * The photos of a tenant's own content (issue 16): model pages, promotions, home slides,
 * special offers, the popup, blog posts, locations and the servicing page's hero. Without an
 * image CDN the build resizes them with the stock's photos (car-images.ts); each then points
 * at its resized set, and one it could not use is left out (every one of them is optional: the
 * page shows the item without a picture) and reported.
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
  for (const location of tenant.locations) add(`location ${location.id}`, location.image?.url);
  add('service page', tenant.service?.hero_image);
  return images;
}

/**
 * The tenant with each content photo replaced by its resized set (`resized`: the variant path,
 * or undefined for a photo the build could not use, which is then left out).
 */
export function withContentImages(tenant: Tenant, resized: ReadonlyMap<string, string | undefined>): Tenant {
  const image = <T extends { image?: string | undefined }>(item: T): T => {
    if (!item.image) return item;
    const url = resized.get(item.image);
    if (url) return { ...item, image: url };
    const { image: _left, ...rest } = item;
    return rest as T;
  };
  const imageUrl = <T extends { image?: { url: string } | undefined }>(item: T): T => {
    if (!item.image) return item;
    const url = resized.get(item.image.url);
    if (url) return { ...item, image: { ...item.image, url } };
    const { image: _left, ...rest } = item;
    return rest as T;
  };
  const hero = tenant.service?.hero_image;
  const heroUrl = hero === undefined ? undefined : resized.get(hero);
  return {
    ...tenant,
    models: tenant.models.map(imageUrl),
    promos: tenant.promos.map(image),
    slides: tenant.slides.map(image),
    ...(tenant.offers ? { offers: tenant.offers.map(image) } : {}),
    popup: tenant.popup && image(tenant.popup),
    ...(tenant.blog ? { blog: tenant.blog.map(image) } : {}),
    locations: tenant.locations.map(imageUrl),
    ...(tenant.service
      ? {
          service:
            hero === undefined
              ? tenant.service
              : heroUrl
                ? { ...tenant.service, hero_image: heroUrl }
                : (({ hero_image: _left, ...rest }) => rest)(tenant.service),
        }
      : {}),
  };
}
