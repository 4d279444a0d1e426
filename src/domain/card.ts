/**
 * What a car card shows, from a Car (pages built from the feed); src/search/card-document.ts
 * makes the same from a search document (search results), so one card component serves the
 * home page, the search list and similar cars.
 */
import type { MediaSettings } from './responsive-image.ts';
import type { TenantSettings } from '../config/schema.ts';
import type { Car } from '../model/car.ts';
import { odometerText } from './format.ts';
import { type PriceDisplayOptions, priceDisplayOptions } from './price-display.ts';
import { type CardAction, type CarActionsOptions, cardActions } from './vehicle/actions.ts';
import { CAR_TYPE_LABELS } from './vocabulary.ts';

export interface CardCar {
  id: string;
  slug: string;
  path: string;
  name: string;
  image: string | undefined;
  thumb: string | undefined;
  status: string;
  car_type: Car['car_type'];
  item_type: Car['item_type'];
  make: string;
  /** Absent when the feed does not know it. */
  km?: number | undefined;
  transmission: string | undefined;
  fuel: string | undefined;
  tag: string | undefined;
  reserved: boolean;
  certified: boolean;
  preorder: boolean;
  /** The car's own reserve deposit; undefined: the tenant's (VDP-14). */
  reserve_deposit: number | undefined;
  created_at: string | undefined;
  price: number;
  before_price: number | undefined;
  offer_price: number | undefined;
  subscription_price: number | undefined;
  /** What the price is, said beside it (COMP-02). */
  price_type: string | undefined;
  /** For the finance link's query (spec-1 §2 /finance parameters). */
  vin: string | undefined;
  dealership_slug: string | undefined;
}

export function cardFromCar(car: Car): CardCar {
  return {
    id: car.id,
    slug: car.slug,
    path: car.path,
    name: car.name,
    image: car.images[0]?.image,
    thumb: car.images[0]?.thumb,
    status: car.status,
    car_type: car.car_type,
    item_type: car.item_type,
    make: car.make,
    km: car.km,
    transmission: car.simple_transmission ?? car.trans,
    fuel: car.simple_fuel ?? car.fuel,
    tag: car.tag,
    reserved: car.reserved,
    certified: car.certified,
    preorder: car.preorder,
    reserve_deposit: car.reserve_deposit,
    created_at: car.created_at,
    price: car.price,
    before_price: car.before_price,
    offer_price: car.offer_price,
    subscription_price: car.subscription_price,
    price_type: car.price_type,
    vin: car.vin,
    dealership_slug: car.dealership_slug,
  };
}

/** What a card needs of the tenant's settings: the tag switches, the price display options and its buttons' options. */
export interface CardSettings extends PriceDisplayOptions {
  vehicle: TenantSettings['vehicle'];
  actions: CarActionsOptions;
  /** The image CDN's settings; absent without one (the build's own photo sets need none). */
  media?: MediaSettings | undefined;
}

export function cardSettings(
  settings: Pick<TenantSettings, 'vehicle' | 'features' | 'wording' | 'finance' | 'media'>,
): CardSettings {
  return {
    vehicle: settings.vehicle,
    ...priceDisplayOptions(settings),
    ...(settings.media.imageCdn ? { media: settings.media } : {}),
    actions: {
      reserve: settings.vehicle.reserve,
      financeLink: settings.finance.defaultLink,
      onlinePurchase: settings.features.checkoutJourney,
      onlinePurchaseMakes: settings.vehicle.onlinePurchaseMakes,
    },
  };
}

/** The card's buttons (CARD-07): see cardActions. */
export function cardButtons(car: CardCar, settings: CardSettings): CardAction[] {
  return cardActions({ ...car, vin: car.vin ?? '' }, settings.actions);
}

/**
 * The facts line under a card's name: '86,500 km', 'Demo · 1,200 km' or 'New', then the
 * transmission and fuel when known, joined with ' · '.
 */
export function cardFacts(car: Pick<CardCar, 'car_type' | 'km' | 'transmission' | 'fuel'>): string {
  const odometer = odometerText(car.km);
  const condition =
    car.car_type === 'used'
      ? odometer
      : car.car_type === 'demo'
        ? [CAR_TYPE_LABELS.demo, odometer].filter(Boolean).join(' · ')
        : CAR_TYPE_LABELS.new;
  return [condition, car.transmission, car.fuel].filter(Boolean).join(' · ');
}
