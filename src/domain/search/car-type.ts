/**
 * The car type filter (SRCH-16, spec-1 §4 "Car type filter"): the items it cycles through,
 * which one the current car_type refinement selects, the automatic choice when 'All' is not
 * offered, and whether the slider shows.
 */
import type { CarType } from '../../model/car.ts';
import { CAR_TYPE_ORDER } from '../vocabulary.ts';

export type CarTypeItemId = 'all' | 'new' | 'demo' | 'used' | 'new-and-demo';

export interface CarTypeItem {
  id: CarTypeItemId;
  label: string;
  /** The car_type refinement the item stands for; empty for 'All' (no refinement). */
  carTypes: readonly CarType[];
}

const ALL: CarTypeItem = { id: 'all', label: 'All', carTypes: [] };
const SINGLE: Readonly<Record<CarType, CarTypeItem>> = {
  new: { id: 'new', label: 'New', carTypes: ['new'] },
  demo: { id: 'demo', label: 'Demo', carTypes: ['demo'] },
  used: { id: 'used', label: 'Used', carTypes: ['used'] },
};
const NEW_AND_DEMO: CarTypeItem = { id: 'new-and-demo', label: 'New & Demo', carTypes: ['new', 'demo'] };

export interface CarTypeItemOptions {
  /** search.newAndDemoCombined */
  newAndDemoCombined: boolean;
  /** search.carTypeAllOffered */
  allOffered: boolean;
  /**
   * Car types the stock holds (car_type facet values with cars). A type with no cars gets
   * no item, so a used-car yard is not offered an empty 'New'. Defaults to all three.
   */
  available?: readonly string[];
}

/** Car types in display order (new, demo, used), lower-cased, unknown and repeated values dropped. */
export function normaliseCarTypes(values: readonly string[]): CarType[] {
  const wanted = new Set(values.map((value) => value.trim().toLowerCase()));
  return CAR_TYPE_ORDER.filter((type) => wanted.has(type));
}

/**
 * The items in cycle order: All, New, Demo, Used; with New and Demo combined, All,
 * New & Demo, Used. 'All' leads only where offered.
 */
export function carTypeItems(options: CarTypeItemOptions): CarTypeItem[] {
  const available = normaliseCarTypes(options.available ?? CAR_TYPE_ORDER);
  const items: CarTypeItem[] = options.allOffered ? [ALL] : [];
  for (const type of available) {
    if (options.newAndDemoCombined && (type === 'new' || type === 'demo')) {
      if (!items.includes(NEW_AND_DEMO)) items.push(NEW_AND_DEMO);
    } else {
      items.push(SINGLE[type]);
    }
  }
  return items;
}

const sameTypes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((type, index) => b[index] === type);

/**
 * The item the car_type refinement selects: the one with exactly the refined types (order
 * and case ignored); no refinement selects 'All'. A refinement no item stands for (used and
 * demo together, from a car_type query parameter) selects nothing.
 */
export function selectedCarTypeItem(
  items: readonly CarTypeItem[],
  refined: readonly string[],
): CarTypeItem | undefined {
  const types = normaliseCarTypes(refined);
  return items.find((item) => sameTypes(item.carTypes, types));
}

/**
 * When 'All' is not offered and nothing is refined, the first item is chosen automatically
 * (SRCH-16): returns the car_type refinement to apply, or `undefined` when nothing is to do.
 */
export function autoSelectedCarTypes(
  items: readonly CarTypeItem[],
  refined: readonly string[],
): CarType[] | undefined {
  const first = items[0];
  if (!first || items.some((item) => item.id === 'all') || normaliseCarTypes(refined).length > 0)
    return undefined;
  return [...first.carTypes];
}

function step(
  items: readonly CarTypeItem[],
  current: CarTypeItemId | undefined,
  direction: 1 | -1,
): CarTypeItem | undefined {
  if (items.length === 0) return undefined;
  const index = items.findIndex((item) => item.id === current);
  // With nothing selected, "next" starts the cycle and "previous" enters it from the end.
  if (index === -1) return direction === 1 ? items[0] : items[items.length - 1];
  return items[(index + direction + items.length) % items.length];
}

/** The item after `current`, wrapping from the last to the first. */
export function nextCarTypeItem(
  items: readonly CarTypeItem[],
  current: CarTypeItemId | undefined,
): CarTypeItem | undefined {
  return step(items, current, 1);
}

/** The item before `current`, wrapping from the first to the last. */
export function previousCarTypeItem(
  items: readonly CarTypeItem[],
  current: CarTypeItemId | undefined,
): CarTypeItem | undefined {
  return step(items, current, -1);
}

/** The car_type refinement for an item (empty for 'All'), as a fresh array for the widget. */
export function carTypeRefinement(item: CarTypeItem): CarType[] {
  return [...item.carTypes];
}

/** The slider shows only with at least 3 items, unless the tenant forces it (search.forceCarTypeSlider). */
export function showCarTypeSlider(itemCount: number, forced: boolean): boolean {
  return forced || itemCount >= 3;
}
