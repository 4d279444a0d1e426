/** A car card (src/domain/card.ts) from a search document: search results and similar cars. */
import type { CardCar } from '../domain/card.ts';
import type { Car } from '../model/car.ts';
import type { SearchDocument } from './document.ts';

const orUndefined = (text: string) => (text === '' ? undefined : text);
const positive = (value: number) => (value > 0 ? value : undefined);

export function cardFromDocument(doc: SearchDocument): CardCar {
  return {
    id: doc.id,
    slug: doc.slug,
    path: `/cars/${doc.slug}`,
    name: doc.name,
    image: orUndefined(doc.image),
    thumb: orUndefined(doc.thumb),
    status: doc.status,
    car_type: doc.car_type as Car['car_type'],
    item_type: doc.item_type as Car['item_type'],
    make: doc.make,
    km: doc.km,
    transmission: orUndefined(doc.transmission),
    fuel: orUndefined(doc.fuel),
    tag: orUndefined(doc.tag),
    reserved: doc.reserved,
    certified: doc.certified,
    preorder: doc.preorder,
    reserve_deposit: doc.reserve_deposit,
    created_at: doc.created_at ? new Date(doc.created_at * 1000).toISOString() : undefined,
    price: doc.price,
    before_price: positive(doc.before_price),
    offer_price: positive(doc.offer_price),
    subscription_price: positive(doc.subscription_price),
    price_type: orUndefined(doc.price_type ?? ''),
    vin: orUndefined(doc.vin),
    dealership_slug: orUndefined(doc.dealership_slug),
  };
}
