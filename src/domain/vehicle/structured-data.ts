/**
 * Search-engine and social metadata of a vehicle page (VDP-19).
 *
 * `vehicleJsonLd` builds the schema.org object: `Car` (a `Motorcycle` for motorcycles, a
 * plain `Vehicle` for caravans) with name, brand, model, vehicleModelDate (the year),
 * vehicleIdentificationNumber (only when the car has a VIN), mileageFromOdometer in KMT
 * (not for caravans), bodyType, fuelType, vehicleTransmission, color, itemCondition (new
 * cars NewCondition; used and demo cars UsedCondition), image (absolute URLs), url and an
 * Offer in AUD with availability and the selling AutoDealer. The offer carries a price only
 * when the car has a displayable price (above 10, the reduced price when there is one).
 * Availability: not available (sold …) → OutOfStock; coming_soon or preorder → PreOrder;
 * else InStock. Absent values are left out, never written as null or "".
 *
 * inlineScriptJson (src/domain/html/inline.ts) serialises it for the page's
 * <script type="application/ld+json"> element.
 *
 * `vehicleMetaTags` lists the Open Graph and Twitter card tags.
 */
import {
  NO_IMAGE_CDN,
  OPEN_GRAPH_SIZE,
  openGraphImage,
  parseVariant,
  variantPath,
} from '../responsive-image.ts';
import type { Car } from '../../model/car.ts';
import { isAvailable } from '../availability.ts';
import { PLACEHOLDER_IMAGE } from '../media.ts';
import { priceDisplay } from '../price-display.ts';
import { absoluteSiteUrl, siteOrigin } from '../share.ts';

export interface StructuredDataSite {
  /** site.url */
  url: string;
  /** site.name: the seller when the car has no location. */
  name: string;
  /** The tenant's sales phone, when the location has none. */
  phone?: string | undefined;
}

export type SchemaAvailability =
  | 'https://schema.org/InStock'
  | 'https://schema.org/OutOfStock'
  | 'https://schema.org/PreOrder';

export const CONDITION = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
} as const;

type JsonObject = Record<string, unknown>;

type LdCar = Pick<
  Car,
  | 'name'
  | 'make'
  | 'model'
  | 'year'
  | 'vin'
  | 'km'
  | 'item_type'
  | 'simple_body'
  | 'fuel'
  | 'simple_fuel'
  | 'trans'
  | 'simple_transmission'
  | 'colour'
  | 'interior_colour'
  | 'car_type'
  | 'images'
  | 'path'
  | 'status'
  | 'preorder'
  | 'price'
  | 'offer_price'
  | 'before_price'
  | 'subscription_price'
  | 'location'
  | 'seats'
  | 'doors'
  | 'simple_drive'
  | 'drive'
>;

/** Removes undefined, null and empty-string members (recursively through plain objects). */
function compact(value: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined || member === null || member === '') continue;
    out[key] =
      member !== null && typeof member === 'object' && !Array.isArray(member)
        ? compact(member as JsonObject)
        : member;
  }
  return out;
}

const text = (value: string | undefined) => value?.trim() || undefined;

export function schemaAvailability(car: Pick<Car, 'status' | 'preorder'>): SchemaAvailability {
  if (!isAvailable(car)) return 'https://schema.org/OutOfStock';
  if (car.status === 'coming_soon' || car.preorder) return 'https://schema.org/PreOrder';
  return 'https://schema.org/InStock';
}

export function schemaType(itemType: Car['item_type']): 'Car' | 'Motorcycle' | 'Vehicle' {
  if (itemType === 'motorcycle') return 'Motorcycle';
  if (itemType === 'caravan') return 'Vehicle';
  return 'Car';
}

/**
 * Absolute URLs of the car's real photos (the placeholder is not a photo); a photo the build
 * resized at its largest JPEG, for search engines and ad channels that want the full size.
 */
export function absoluteImages(car: Pick<Car, 'images'>, siteUrl: string): string[] {
  const urls: string[] = [];
  for (const image of car.images) {
    const url = absoluteImage(image, siteUrl);
    if (url !== undefined) urls.push(url);
  }
  return urls;
}

/** One of absoluteImages: undefined for the placeholder, an empty address, or a path without a site URL. */
export function absoluteImage(image: Car['images'][number], siteUrl: string): string | undefined {
  const variant = parseVariant(image.image);
  const src = variant ? variantPath(variant.key, variant.maxWidth, variant.maxWidth, 'jpg') : image.image;
  return src && src !== PLACEHOLDER_IMAGE ? absoluteSiteUrl(siteUrl, src) : undefined;
}

/** The displayable price for an offer: above 10, the reduced price when shown; else undefined. */
export function offerPrice(
  car: Pick<Car, 'price' | 'offer_price' | 'before_price' | 'subscription_price' | 'preorder'>,
): number | undefined {
  const display = priceDisplay(car, { subscriptionSite: false, noPriceText: '' });
  return display.kind === 'price' ? display.amount : undefined;
}

function seller(car: LdCar, site: StructuredDataSite): JsonObject {
  const location = car.location;
  const address = location?.address;
  return compact({
    '@type': 'AutoDealer',
    name: text(location?.name) ?? site.name,
    telephone: text(location?.phone) ?? text(site.phone),
    address:
      address && (address.street || address.city || address.postcode)
        ? {
            '@type': 'PostalAddress',
            streetAddress: text(address.street),
            addressLocality: text(address.city),
            addressRegion: text(address.state),
            postalCode: text(address.postcode),
            addressCountry: 'AU',
          }
        : undefined,
  });
}

export function vehicleJsonLd(car: LdCar, site: StructuredDataSite): JsonObject {
  const url = absoluteSiteUrl(site.url, car.path);
  const price = offerPrice(car);
  const images = absoluteImages(car, site.url);
  return compact({
    '@context': 'https://schema.org',
    '@type': schemaType(car.item_type),
    name: car.name,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    vehicleIdentificationNumber: text(car.vin),
    mileageFromOdometer:
      car.item_type === 'caravan' || car.km === undefined
        ? undefined
        : { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    bodyType: text(car.simple_body),
    fuelType: text(car.simple_fuel ?? car.fuel),
    vehicleTransmission: text(car.simple_transmission ?? car.trans),
    driveWheelConfiguration: text(car.simple_drive ?? car.drive),
    color: text(car.colour),
    vehicleInteriorColor: text(car.interior_colour),
    seatingCapacity: car.seats && car.seats > 0 ? car.seats : undefined,
    numberOfDoors: car.doors && car.doors > 0 ? car.doors : undefined,
    itemCondition: car.car_type === 'new' ? CONDITION.new : CONDITION.used,
    image: images.length > 0 ? images : undefined,
    url,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'AUD',
      availability: schemaAvailability(car),
      url,
      seller: seller(car, site),
    },
  });
}

/** JSON for a <script type="application/ld+json"> body: parses back to `data`, and cannot end the script. */
export interface MetaTag {
  /** Open Graph tags use `property`, Twitter tags `name`. */
  property?: string | undefined;
  name?: string | undefined;
  content: string;
}

export interface MetaInput {
  title: string;
  description: string;
}

/** og:title, og:description, og:type, og:url, og:site_name, og:image (absolute, first photo), twitter:card. */
export function vehicleMetaTags(
  car: Pick<Car, 'path' | 'images' | 'name'>,
  site: Pick<StructuredDataSite, 'url' | 'name'>,
  meta: MetaInput,
): MetaTag[] {
  const url = siteOrigin(site.url) !== undefined ? absoluteSiteUrl(site.url, car.path) : undefined;
  // A photo the build resized has its 1200×630 card; any other is given as it is.
  const first = car.images[0]?.image;
  const card = first && parseVariant(first) ? openGraphImage(first, NO_IMAGE_CDN) : undefined;
  const image = card ? absoluteSiteUrl(site.url, card) : absoluteImages(car, site.url)[0];
  const tags: MetaTag[] = [
    // A vehicle page offers one product for sale (Open Graph's product type).
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:site_name', content: site.name },
  ];
  if (url) tags.push({ property: 'og:url', content: url });
  if (image)
    tags.push({ property: 'og:image', content: image }, { property: 'og:image:alt', content: car.name });
  if (image && card)
    tags.push(
      { property: 'og:image:width', content: String(OPEN_GRAPH_SIZE.width) },
      { property: 'og:image:height', content: String(OPEN_GRAPH_SIZE.height) },
    );
  // X reads the title, description and image from the og: tags when it has no twitter: ones.
  tags.push({ name: 'twitter:card', content: 'summary_large_image' });
  return tags;
}
