/**
 * The search document: only the fields that cards, facets, filters and sorting need
 * (DESIGN: Search). Both backends index the same documents, so a filter or a sort means the
 * same thing on the embedded engine and on Meilisearch.
 */
import type { Car } from '../model/car.ts';
import { customRank } from './custom-rank.ts';

export interface SearchDocument {
  id: string;
  slug: string;
  name: string;
  make: string;
  model: string;
  /** "Make:Model", for the model sub-list under a make (the label shows the part after the colon). */
  make_model: string;
  badge: string;
  year: number;
  price: number;
  before_price: number;
  offer_price: number;
  subscription_price: number;
  /** What the price is ('Drive Away', 'Excl. Govt. Charges'), said beside it on cards (COMP-02); '' when the feed does not say. */
  price_type: string;
  /** Absent when the feed does not know it: sorted last, outside every km range (as Meilisearch treats a missing field). */
  km?: number;
  body: string;
  fuel: string;
  transmission: string;
  drive: string;
  colour: string;
  car_type: string;
  status: string;
  item_type: string;
  location_name: string;
  location_slug: string;
  city: string;
  state: string;
  dealership_name: string;
  dealership_slug: string;
  certified: boolean;
  reserved: boolean;
  preorder: boolean;
  /** The car's own reserve deposit, so a card's Reserve label is the vehicle page's (VDP-14); undefined: the tenant's. Always a key, so the compact index keeps the column. */
  reserve_deposit: number | undefined;
  tag: string;
  seats: number;
  stocknum: string;
  vin: string;
  /** Listing time, seconds since the epoch: sorts "latest". */
  created_at: number;
  /** The default order, highest first (Meilisearch ranking rule custom_rank:desc). */
  custom_rank: number;
  /** Card image (600×400) and its thumbnail; empty when the car has no photo. */
  image: string;
  thumb: string;
  photos_count: number;
}

/** Attributes shoppers refine on (checkbox lists, sliders); also the Meilisearch filterable attributes. */
export const FILTERABLE_ATTRIBUTES = [
  'make',
  'model',
  'make_model',
  'badge',
  'year',
  'price',
  'km',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'car_type',
  'status',
  'item_type',
  'location_name',
  'location_slug',
  'city',
  'state',
  'dealership_name',
  'dealership_slug',
  'certified',
  'reserved',
  'tag',
  'seats',
  'subscription_price',
  'photos_count',
  'stocknum',
  'id',
  'slug',
] as const;

/** Numeric attributes: range filters, numeric facets with min/max (facetStats). */
export const NUMERIC_ATTRIBUTES = [
  'year',
  'price',
  'km',
  'seats',
  'subscription_price',
  'photos_count',
  'created_at',
  'custom_rank',
  'before_price',
  'offer_price',
] as const;

export const SORTABLE_ATTRIBUTES = [
  'price',
  'created_at',
  'km',
  'year',
  'custom_rank',
  'subscription_price',
] as const;

/**
 * Full-text fields, most important first (Meilisearch's `attribute` ranking rule reads this
 * order, and the embedded engine mirrors it). VIN and stock number are matched without typos.
 */
export const SEARCHABLE_ATTRIBUTES = [
  'name',
  'make',
  'model',
  'badge',
  'body',
  'colour',
  'fuel',
  'transmission',
  'drive',
  'location_name',
  'city',
  'tag',
  'stocknum',
  'vin',
] as const;

/** Searchable fields matched only as typed (or as a prefix): one wrong character is another car. */
export const TYPO_FREE_ATTRIBUTES = [
  'vin',
  'stocknum',
] as const satisfies readonly (typeof SEARCHABLE_ATTRIBUTES)[number][];

export function searchDocument(
  car: Car,
  dealershipName: (id: string | undefined) => string | undefined,
  dealershipSlug: (id: string | undefined) => string | undefined,
  now: Date,
): SearchDocument {
  const image = car.images[0];
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    make_model: `${car.make}:${car.model}`,
    badge: car.badge ?? '',
    year: car.year,
    price: car.price,
    before_price: car.before_price ?? 0,
    offer_price: car.offer_price ?? 0,
    subscription_price: car.subscription_price ?? 0,
    price_type: car.price_type?.trim() ?? '',
    km: car.km,
    body: car.simple_body ?? '',
    fuel: car.simple_fuel ?? car.fuel ?? '',
    transmission: car.simple_transmission ?? car.trans ?? '',
    drive: car.simple_drive ?? car.drive ?? '',
    colour: car.colour ?? '',
    car_type: car.car_type,
    status: car.status,
    item_type: car.item_type,
    location_name: car.location?.name ?? car.location_name ?? '',
    location_slug: car.location?.slug ?? '',
    city: car.city ?? '',
    state: car.state ?? '',
    dealership_name: dealershipName(car.dealership_id) ?? '',
    dealership_slug: car.dealership_slug ?? dealershipSlug(car.dealership_id) ?? '',
    certified: car.certified,
    reserved: car.reserved,
    preorder: car.preorder,
    reserve_deposit: car.reserve_deposit,
    tag: car.tag ?? '',
    seats: car.seats ?? 0,
    stocknum: car.stocknum ?? '',
    vin: car.vin ?? '',
    created_at: car.created_at ? Math.floor(Date.parse(car.created_at) / 1000) : 0,
    custom_rank: customRank(car, now),
    image: image?.image ?? '',
    thumb: image?.thumb ?? image?.image ?? '',
    photos_count: car.photos_count,
  };
}
