/**
 * The auto gauge over the stock the platform holds (GAUGE-01, API-04). The market is the
 * published stock of every built site: published stock is public market data, and one
 * dealer's few cars of a model are too few to price against. Only the prices of other
 * sites' cars are read, never anything else of theirs; the car gauged is always the
 * requesting tenant's own (SEC-01, checked by the route).
 *
 * The market index (cars by make and model) and each car's answer are cached until the
 * data changes: the tenant data loader returns a new object whenever a rebuild replaces a
 * site's data, so the cache is keyed on those objects' identities. Answers also expire
 * after an hour, because sold comparables age out of their window with time alone.
 */
import { type AutoGauge, autoGauge, type MarketEntry, modelKey } from '../../domain/autogauge.ts';
import type { Car } from '../../model/car.ts';
import type { ApiDeps } from '../context.ts';
import type { TenantData } from '../tenant-data.ts';

const ANSWER_TTL_MS = 60 * 60 * 1000;

interface Market {
  sources: (TenantData | undefined)[];
  slugs: string[];
  byModel: Map<string, MarketEntry[]>;
  answers: Map<string, { at: number; gauge: AutoGauge | undefined }>;
}

export interface AutoGaugeService {
  /** The gauge of `car` of site `tenantSlug`, or undefined when there is no answer. */
  forCar(tenantSlug: string, car: Car): AutoGauge | undefined;
}

export function autoGaugeService(deps: Pick<ApiDeps, 'sites' | 'tenantData' | 'now'>): AutoGaugeService {
  let market: Market | undefined;

  const current = (): Market => {
    const slugs = deps.sites().map((site) => site.slug);
    const sources = slugs.map((slug) => deps.tenantData(slug));
    const unchanged =
      market !== undefined &&
      market.slugs.length === slugs.length &&
      slugs.every(
        (slug, index) => market!.slugs[index] === slug && market!.sources[index] === sources[index],
      );
    if (unchanged) return market!;
    const byModel = new Map<string, MarketEntry[]>();
    slugs.forEach((slug, index) => {
      for (const car of sources[index]?.cars ?? []) {
        const model = modelKey(car);
        const list = byModel.get(model);
        const entry = { source: slug, car };
        if (list) list.push(entry);
        else byModel.set(model, [entry]);
      }
    });
    market = { sources, slugs, byModel, answers: new Map() };
    return market;
  };

  return {
    forCar(tenantSlug, car) {
      const { byModel, answers } = current();
      const now = deps.now();
      const cacheKey = `${tenantSlug}\u0000${car.slug}`;
      const hit = answers.get(cacheKey);
      if (hit && now.getTime() - hit.at >= 0 && now.getTime() - hit.at < ANSWER_TTL_MS) return hit.gauge;
      const gauge = autoGauge({ source: tenantSlug, car }, byModel.get(modelKey(car)) ?? [], now);
      answers.set(cacheKey, { at: now.getTime(), gauge });
      return gauge;
    },
  };
}
