/**
 * Model pages (MOD-01): one page per model at /{new_slug or slug}, unless the dealer sends the
 * model elsewhere (override_url); each shows how many of that model are for sale and links to
 * them only when that search page was built.
 */
import type { Car } from '../../model/car.ts';
import type { Model } from '../../model/content.ts';
import { modelPagePath } from '../../model/site-routes.ts';
import { slugify } from '../../model/slugify.ts';
import { availableStockCounts } from '../availability.ts';

export interface ModelPage {
  path: string;
  /** The path without its leading slash: the route parameter. */
  slug: string;
  model: Model;
}

export function modelPages(models: readonly Model[]): ModelPage[] {
  return models.flatMap((model) => {
    const path = modelPagePath(model);
    return path ? [{ path, slug: path.slice(1), model }] : [];
  });
}

export interface ModelStock {
  count: number;
  href: string;
  label: string;
}

/** The model's cars for sale and their search page, when there are any and it was built. */
export function modelStock(
  model: Pick<Model, 'name' | 'manufacturer_name'>,
  cars: readonly Pick<Car, 'make' | 'model' | 'status'>[],
  builtPaths: ReadonlySet<string>,
): ModelStock | undefined {
  const makeSlug = slugify(model.manufacturer_name);
  const modelSlug = slugify(model.name);
  const href = `/search/${makeSlug}/${modelSlug}`;
  if (!builtPaths.has(href)) return undefined;
  const count = availableStockCounts(cars).byModel.get(`${makeSlug}/${modelSlug}`) ?? 0;
  if (count === 0) return undefined;
  return { count, href, label: `View ${count} ${model.name} in stock` };
}

/** Other models sharing one of this model's bodies, in the dealer's order, at most `limit`. */
export function relatedModels(model: Model, models: readonly Model[], limit = 4): Model[] {
  const bodies = new Set(model.body);
  return models
    .filter((other) => other.id !== model.id && other.body.some((body) => bodies.has(body)))
    .slice(0, limit);
}
