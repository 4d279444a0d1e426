/**
 * The parts of a tenant's locations.json the stock generator needs.
 */
import { readFileSync } from 'node:fs';

export interface DemoLocation {
  id: string;
  name: string;
  slug?: string;
  location_type?: string;
  visible?: boolean;
  manufacturers?: string[];
  dealership_id: string;
  address: { city: string; state: string; postcode: string | number; street?: string };
}

export interface DemoDealership {
  id: string;
  name: string;
  slug: string;
}

export interface DemoLocations {
  dealerships: DemoDealership[];
  locations: DemoLocation[];
}

export function readLocations(file: string): DemoLocations {
  const data = JSON.parse(readFileSync(file, 'utf8')) as DemoLocations;
  if (!Array.isArray(data.dealerships) || !Array.isArray(data.locations)) {
    throw new Error(`${file} needs "dealerships" and "locations" arrays`);
  }
  return data;
}

/** Locations that hold stock: type sales or empty (absent means sales). */
export function isSalesLocation(location: DemoLocation): boolean {
  return (
    location.location_type === undefined ||
    location.location_type === '' ||
    location.location_type === 'sales'
  );
}

/** A sales location with its dealership resolved. */
export interface StockLocation {
  location: DemoLocation;
  dealership: DemoDealership;
  weight: number;
}

/**
 * The sales locations cars may stand at, with weights. `weights` (location id → weight)
 * limits and weighs them; without it every sales location counts equally.
 */
export function stockLocations(
  data: DemoLocations,
  weights: Record<string, number> | undefined,
  context: string,
): StockLocation[] {
  const sales = data.locations.filter(isSalesLocation);
  const chosen = weights
    ? Object.entries(weights).map(([id, weight]) => {
        const location = data.locations.find((l) => String(l.id) === id);
        if (!location) throw new Error(`${context}: no location with id "${id}"`);
        if (!isSalesLocation(location))
          throw new Error(
            `${context}: location "${id}" is a ${location.location_type} location; cars stand at sales locations`,
          );
        return { location, weight };
      })
    : sales.map((location) => ({ location, weight: 1 }));
  if (chosen.length === 0) throw new Error(`${context}: the tenant has no sales location`);
  return chosen.map(({ location, weight }) => {
    const dealership = data.dealerships.find((d) => String(d.id) === String(location.dealership_id));
    if (!dealership)
      throw new Error(
        `${context}: location "${location.id}" names dealership "${location.dealership_id}", which is not in locations.json`,
      );
    return { location, dealership, weight };
  });
}
