/**
 * Content entities a tenant supplies beside its stock (spec-2 §3, FEED-07): models,
 * manufacturers, reviews, promo nodes and slides. Each lives in its own optional file.
 */
import * as v from 'valibot';
import { parsePromoDate } from './time-zone.ts';
import { dateLike, integer, nonNegative, numeric, text, textual, url } from './fields.ts';
import { ServicePageSchema } from './service-page.ts';
import { ValuationReferencesSchema } from './valuation-references.ts';
import { reviewSource } from './location.ts';

const promoDate = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (text) => parsePromoDate(text) !== undefined,
    'Expected a date like 2025-08-21, 2025-08-21T08:30 (Sydney time) or an ISO time with an offset',
  ),
);

const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug must be lowercase letters, digits and hyphens'),
);

export const ManufacturerSchema = v.strictObject({
  id: textual,
  name: text,
  slug,
  logo: v.optional(v.strictObject({ url })),
});

export const ModelSchema = v.strictObject({
  id: textual,
  name: text,
  slug,
  new_slug: v.optional(slug),
  override_url: v.optional(url),
  manufacturer_name: text,
  body: v.optional(v.array(v.string()), []),
  manufacturer_body: v.optional(v.string()),
  manufacturer_body2: v.optional(v.string()),
  manufacturer_body3: v.optional(v.string()),
  image: v.optional(v.strictObject({ url })),
  short_description: v.optional(v.string()),
  from_price: v.optional(numeric),
  status: v.optional(v.picklist(['new', 'coming_soon', 'current']), 'current'),
});

/** A reviewer's picture: a site path or an https address (the page's security policy loads no other). */
const reviewImage = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(https:\/\/|\/(?!\/))[^\s"'<>]*$/, 'Expected a site path starting with / or an https:// address'),
);

/**
 * One review a customer wrote (spec-2 §3 Reviews dataset, LOC-11), shown as written. Without
 * `location_id` it is a review of the whole dealer, listed on every location page.
 */
export const ReviewSchema = v.strictObject({
  id: textual,
  customer_name: text,
  text: v.pipe(v.string(), v.trim()),
  /** Stars the customer gave, 1 to 5. */
  rating: v.pipe(
    numeric,
    v.minValue(1, 'A rating is 1 to 5 stars'),
    v.maxValue(5, 'A rating is 1 to 5 stars'),
  ),
  review_date: dateLike,
  // Accepted as the dataset has them, never shown: "2 weeks ago" on a built page goes stale.
  review_date_in_words: v.optional(v.string()),
  created_at_time_ago_in_words: v.optional(v.string()),
  image: v.optional(reviewImage),
  /** The location the review is about (an id in locations.json). */
  location_id: v.optional(textual),
});

/**
 * The tenant's reviews (reviews.json). `average_rating` and `count`, when given (both or
 * neither), are the dealer's overall rating, shown over the list with `source`.
 */
export const ReviewsFileSchema = v.pipe(
  v.strictObject({
    reviews: v.array(ReviewSchema),
    count: v.optional(v.pipe(integer, v.minValue(0))),
    average_rating: v.optional(v.pipe(numeric, v.minValue(0), v.maxValue(5))),
    /** Where the reviews and the overall rating are from, e.g. "Google". */
    source: v.optional(reviewSource),
  }),
  v.forward(
    v.check(
      (file) => (file.count === undefined) === (file.average_rating === undefined),
      'average_rating and count go together: give both or neither',
    ),
    ['count'],
  ),
);

export const PromoSchema = v.strictObject({
  id: textual,
  title: text,
  description: v.optional(v.string()),
  image: v.optional(url),
  url: v.optional(url),
  /** Shown from this instant; times without an offset are Australian east time (PROMO-01). */
  // Kept as written: a time without an offset is Sydney wall time and a bare date means the
  // whole day (PROMO-01), which only the promo rules can interpret (src/domain/search/promos.ts).
  start: v.optional(promoDate),
  expiry: v.optional(promoDate),
  /** 1-based position among search results (SRCH-09). */
  position: v.optional(v.pipe(integer, v.minValue(1))),
  /** Car types the promo shows for; empty means all. */
  display: v.optional(v.array(v.picklist(['new', 'demo', 'used'])), []),
  /** When true the promo shows only when the filtered car types match `display` exactly. */
  strictDisplay: v.optional(v.boolean(), false),
});

export const SlideSchema = v.strictObject({
  id: textual,
  name: text,
  description: v.optional(v.string()),
  url: v.optional(url),
  image: v.optional(url),
  hide_overlay: v.optional(v.boolean(), false),
});

/**
 * A special offer (SRCH-28): searched on /special-offers by text, categories and price, and
 * shown only between start and expiry (same date rules as promo nodes, PROMO-01).
 */
export const OfferSchema = v.strictObject({
  id: textual,
  title: text,
  description: v.optional(v.string()),
  image: v.optional(url),
  /** Where the offer's button goes: a site path or an external page. */
  url: v.optional(url),
  /** Categories shoppers filter on, e.g. "New Vehicles", "Service". */
  categories: v.optional(v.array(text), []),
  /** The offer's dollar amount (drive-away price, service price), when it has one. */
  price: v.optional(nonNegative),
  start: v.optional(promoDate),
  expiry: v.optional(promoDate),
  terms: v.optional(v.string()),
});

/**
 * The promotional popup (PROMO-02): one offer a dealer puts in front of shoppers, shown until
 * it expires or the shopper closes it. Dates follow the promo rules (PROMO-01).
 */
export const PopupSchema = v.pipe(
  v.strictObject({
    id: textual,
    title: text,
    description: v.optional(v.string()),
    image: v.optional(url),
    /** Alt text for the image; empty when it only decorates. */
    image_alt: v.optional(v.string(), ''),
    button_text: v.optional(text, 'Find Out More'),
    url,
    start: v.optional(promoDate),
    expiry: v.optional(promoDate),
  }),
  v.forward(
    v.check((popup) => {
      if (popup.start === undefined || popup.expiry === undefined) return true;
      const start = parsePromoDate(popup.start);
      const expiry = parsePromoDate(popup.expiry);
      // A bare expiry date is the last day shown, so it may equal a bare start date.
      return (
        !start ||
        !expiry ||
        expiry.instant > start.instant ||
        (expiry.dateOnly && expiry.instant === start.instant)
      );
    }, 'expiry must be after start'),
    ['expiry'],
  ),
);

/** The brand directory's sections (NAV-07), in the order /brands shows them. */
export const BRAND_CATEGORIES = ['car', 'motorcycle', 'truck', 'company'] as const;
export type BrandCategory = (typeof BRAND_CATEGORIES)[number];

/**
 * One entry of a group's brand directory (NAV-07): a brand the group sells or a company of the
 * group. An entry with `url` links there (the brand's own site, or a page of this site); any
 * other entry gets an overview page at /{slug}/overview, whose words come from `description`.
 */
export const BrandSchema = v.pipe(
  v.strictObject({
    name: text,
    slug,
    category: v.picklist(BRAND_CATEGORIES, `Category must be one of ${BRAND_CATEGORIES.join(', ')}`),
    /** Logo image; without one the make's logo file is used when there is one, else the name. */
    logo: v.optional(url),
    url: v.optional(url),
    /** The overview page's introduction: plain text, paragraphs separated by a blank line. */
    description: v.optional(v.pipe(v.string(), v.trim())),
  }),
  v.forward(
    v.check(
      (brand) => brand.url !== undefined || (brand.description ?? '') !== '',
      'An entry without a url gets an overview page and needs a description for it',
    ),
    ['description'],
  ),
);

/**
 * One accessory of the dealer's accessories page (/accessories, NAV-04): for one of the makes
 * the dealer sells, optionally the models it fits, with its part number and price when known.
 */
export const AccessorySchema = v.strictObject({
  id: textual,
  name: v.pipe(text, v.maxLength(120, 'Must be at most 120 characters')),
  make: text,
  /** What shoppers browse by on the page: "Towing", "Protection", "Interior" … */
  category: text,
  /** Models of the make it fits; empty: every model. */
  fits: v.optional(v.array(text), []),
  description: v.optional(v.pipe(v.string(), v.trim())),
  part_number: v.optional(v.pipe(text, v.maxLength(60, 'Must be at most 60 characters'))),
  /** Dollars, as the dealer sells it (fitted or not, as its description says). */
  price: v.optional(nonNegative),
});

export const ContentFileSchemas = {
  'manufacturers.json': v.array(ManufacturerSchema),
  'models.json': v.array(ModelSchema),
  'reviews.json': ReviewsFileSchema,
  'promos.json': v.array(PromoSchema),
  'slides.json': v.array(SlideSchema),
  'offers.json': v.array(OfferSchema),
  'popup.json': PopupSchema,
  'brands.json': v.array(BrandSchema),
  'service.json': ServicePageSchema,
  'valuation-references.json': ValuationReferencesSchema,
  'accessories.json': v.array(AccessorySchema),
} as const;

export type Manufacturer = v.InferOutput<typeof ManufacturerSchema>;
export type Model = v.InferOutput<typeof ModelSchema>;
export type Review = v.InferOutput<typeof ReviewSchema>;
export type ReviewsFile = v.InferOutput<typeof ReviewsFileSchema>;
export type Promo = v.InferOutput<typeof PromoSchema>;
export type Slide = v.InferOutput<typeof SlideSchema>;
export type Offer = v.InferOutput<typeof OfferSchema>;
export type Popup = v.InferOutput<typeof PopupSchema>;
export type GroupBrand = v.InferOutput<typeof BrandSchema>;
export type Accessory = v.InferOutput<typeof AccessorySchema>;
