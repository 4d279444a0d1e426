/**
 * The home page's 'Explore Our Range' browser (MOD-02): category buttons by manufacturer body
 * ("SUV", "Ute", "Cab Chassis" …) over a carousel of the dealer's models. A model shows under
 * every one of its manufacturer bodies (manufacturer_body, _body2, _body3), and under "All".
 */
import type { Model } from '../../model/content.ts';
import { slugify } from '../../model/slugify.ts';
import { manufacturerBodies } from '../directory.ts';

/**
 * Category order, after the model menu's (spec-2 §2: suvs, utes, cars, hybrids, sports) in
 * manufacturer words: SUVs, then utes and cab chassis, then cars (hatch, sedan, wagon), then
 * sports bodies, then people movers and vans. Bodies not listed follow, A–Z.
 */
export const RANGE_BODY_ORDER: readonly string[] = [
  'suv',
  'ute',
  'cab-chassis',
  'hatch',
  'sedan',
  'wagon',
  'coupe',
  'convertible',
  'people-mover',
  'van',
];

/** The key a manufacturer body filters by: its slug ("Cab Chassis" → "cab-chassis"). */
export function rangeBodyKey(body: string): string {
  return slugify(body);
}

export function compareRangeBodies(a: string, b: string): number {
  const rank = (body: string) => {
    const index = RANGE_BODY_ORDER.indexOf(rangeBodyKey(body));
    return index === -1 ? RANGE_BODY_ORDER.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b, 'en-AU', { sensitivity: 'base' });
}

export interface RangeCategory {
  /** The filter key; "" is "All". */
  key: string;
  label: string;
  /** Models in the category. */
  count: number;
}

type BodiedModel = Pick<Model, 'manufacturer_body' | 'manufacturer_body2' | 'manufacturer_body3'>;

/** The filter keys of one model, each body once. */
export function modelRangeKeys(model: BodiedModel): string[] {
  return [...new Set(manufacturerBodies(model).map(rangeBodyKey).filter(Boolean))];
}

/**
 * The category buttons: "All" first, then each manufacturer body in RANGE_BODY_ORDER with
 * how many models it holds. Spellings of one body ("SUV", "suv") are one category, labelled
 * as first written. With fewer than two bodies there is nothing to choose between: no buttons.
 */
export function rangeCategories(models: readonly BodiedModel[]): RangeCategory[] {
  const byKey = new Map<string, RangeCategory>();
  for (const model of models) {
    const seen = new Set<string>();
    for (const body of manufacturerBodies(model)) {
      const key = rangeBodyKey(body);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const category = byKey.get(key) ?? { key, label: body.trim(), count: 0 };
      category.count += 1;
      byKey.set(key, category);
    }
  }
  if (byKey.size < 2) return [];
  const bodies = [...byKey.values()].sort((a, b) => compareRangeBodies(a.label, b.label));
  return [{ key: '', label: 'All', count: models.length }, ...bodies];
}

/** Whether a model shows under a category key ("" shows every model). */
export function inRangeCategory(keys: readonly string[], category: string): boolean {
  return category === '' || keys.includes(category);
}

/** "Explore the Toyota Range" for a one-make dealer, "Explore Our Range" otherwise. */
export function rangeHeading(makes: readonly string[]): string {
  const distinct = [...new Set(makes)];
  return distinct.length === 1 ? `Explore the ${distinct[0]} Range` : 'Explore Our Range';
}

/** What the live region says after a category is chosen: "Showing 9 SUV models". */
export function rangeStatus(category: Pick<RangeCategory, 'key' | 'label' | 'count'>): string {
  const noun = category.count === 1 ? 'model' : 'models';
  return category.key === ''
    ? `Showing all ${category.count} ${noun}`
    : `Showing ${category.count} ${category.label} ${noun}`;
}
