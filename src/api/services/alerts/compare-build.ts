/**
 * After each build (ALERT-01, ALERT-02): the tenant's new stock is compared once with the
 * stock the last compared build published, and what changed becomes news for the shoppers
 * who asked: new cars matching a saved search (found by the same search engine and filter
 * meaning as the search page), and price drops, holds and sales of watchlist cars. The news
 * waits in the store for the shopper's next digest. The first build a tenant is compared at
 * only records its stock: every car would be "new" otherwise.
 */
import { createHash } from 'node:crypto';
import type { AlertEvent } from '../../../domain/alerts/digest-message.ts';
import { savedSearchState } from '../../../domain/alerts/saved-search.ts';
import { type StockState, stockChanges, stockState } from '../../../domain/alerts/stock-changes.ts';
import { stockFilter } from '../../../domain/directory.ts';
import { createSearchEngine } from '../../../search/engine/engine.ts';
import type { Car } from '../../../model/car.ts';
import type { ApiDeps } from '../../context.ts';
import type { NewAlertEvent, SavedSearchRow } from '../../store/types.ts';
import type { TenantData } from '../../tenant-data.ts';
import { tenantSearch } from './tenant-search.ts';

/** More new matches than this for one search in one build are left for its results page. */
export const MAX_MATCHES_PER_SEARCH = 20;

const carPath = (car: Car) => `/cars/${car.slug}/`;

function carEvent(kind: AlertEvent['kind'], car: Car): AlertEvent {
  return { kind, car_id: car.id, car_name: car.name, car_path: carPath(car), price: car.price };
}

/** The saved searches' new matches among the `added` cars. */
function newMatches(tenant: TenantData, added: ReadonlySet<string>, searches: readonly SavedSearchRow[]) {
  const events: NewAlertEvent[] = [];
  if (added.size === 0 || searches.length === 0) return events;
  const docs = tenantSearch(tenant).docs.filter((doc) => added.has(doc.id));
  const engine = createSearchEngine(docs, 'cars', { timings: false });
  for (const search of searches) {
    const state = savedSearchState(search.path);
    const [result] = engine.multiSearch({
      queries: [
        {
          indexUid: 'cars',
          q: state.query || null,
          filter: stockFilter(state),
          hitsPerPage: MAX_MATCHES_PER_SEARCH,
          page: 1,
        },
      ],
    }).results;
    for (const hit of result?.hits ?? []) {
      const car = tenant.carsById.get(String(hit['id']));
      if (!car) continue;
      events.push({
        subscriber_id: search.subscriber_id,
        payload: {
          ...carEvent('new_match', car),
          search_label: search.label,
          search_path: search.path,
        },
      });
    }
  }
  return events;
}

/**
 * Compares the tenant's current build, once across every process. Undefined when the tenant
 * has no built data or no alerts; false when this build was compared before.
 */
export async function compareBuild(
  deps: ApiDeps,
  slug: string,
): Promise<{ events: number } | false | undefined> {
  const tenant = deps.tenantData(slug);
  if (!tenant?.tenant.settings.features.savedSearches) return undefined;
  const stock: StockState[] = tenant.cars.map((car) => ({
    car_id: car.id,
    name: car.name,
    price: car.price,
    state: stockState(car),
  }));
  const [searches, watched] = await Promise.all([
    deps.store.alerts.activeSearches(slug),
    deps.store.alerts.watchedCars(slug),
  ]);
  const watchers = new Map<string, string[]>();
  for (const { subscriber_id, car_id } of watched)
    watchers.set(car_id, [...(watchers.get(car_id) ?? []), subscriber_id]);
  // The build's time and what it published: two builds made at one pinned time (BUILD_NOW)
  // that publish different stock are still two builds.
  const buildKey = `${tenant.builtAt}#${createHash('sha256').update(JSON.stringify(stock)).digest('base64url').slice(0, 16)}`;
  return deps.store.alerts.compareBuild(
    slug,
    buildKey,
    stock,
    (previous) => {
      if (!previous) return [];
      const changes = stockChanges(previous, stock);
      const events = newMatches(tenant, new Set(changes.added), searches);
      const names = new Map(previous.map((row) => [row.car_id, row.name]));
      const tell = (carId: string, event: () => AlertEvent) => {
        for (const subscriber_id of watchers.get(carId) ?? [])
          events.push({ subscriber_id, payload: event() });
      };
      for (const drop of changes.priceDrops) {
        const car = tenant.carsById.get(drop.car_id)!;
        tell(drop.car_id, () => ({ ...carEvent('price_drop', car), from_price: drop.from }));
      }
      for (const carId of changes.reserved)
        tell(carId, () => carEvent('reserved', tenant.carsById.get(carId)!));
      for (const carId of changes.sold) tell(carId, () => carEvent('sold', tenant.carsById.get(carId)!));
      for (const carId of changes.unlisted)
        tell(carId, () => ({
          kind: 'unlisted',
          car_id: carId,
          car_name: names.get(carId) ?? 'A car you saved',
          car_path: null,
          price: 0,
        }));
      return events;
    },
    deps.now(),
  );
}
