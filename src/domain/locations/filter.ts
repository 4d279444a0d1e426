/**
 * Which locations a location block shows (LOC-01) and in what order (spec-2 §3: sales, then
 * service, then parts). Hidden locations (visible: false) never show.
 */
import type { Location } from '../../model/location.ts';

/** The block filters of LOC-01; any other value is a location id. */
export const LOCATION_FILTERS = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all'] as const;
export type LocationFilter = (typeof LOCATION_FILTERS)[number] | { id: string };

const TYPE_ORDER = ['sales', 'service', 'parts'] as const;
export type LocationKind = (typeof TYPE_ORDER)[number];

/** How each kind reads on the page: the selector and the section headings. */
export const LOCATION_KIND_LABELS: Readonly<Record<LocationKind, string>> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
};

/** The kind of a location: an empty location_type means sales (spec-2 §3). */
export function locationKind(location: Pick<Location, 'location_type'>): LocationKind {
  return location.location_type === '' ? 'sales' : location.location_type;
}

/** Sales, service, parts; within a kind the order of locations.json. */
export function inDisplayOrder<T extends Pick<Location, 'location_type'>>(locations: readonly T[]): T[] {
  return locations
    .map((location, index) => ({ location, index }))
    .sort(
      (a, b) =>
        TYPE_ORDER.indexOf(locationKind(a.location)) - TYPE_ORDER.indexOf(locationKind(b.location)) ||
        a.index - b.index,
    )
    .map(({ location }) => location);
}

/**
 * The locations a block with this filter shows, in display order. 'primary' is the location
 * marked primary (else the first sales location, else the first); an id names one location.
 */
export function filterLocations(locations: readonly Location[], filter: LocationFilter): Location[] {
  const visible = locations.filter((location) => location.visible);
  if (typeof filter === 'object') return visible.filter((location) => location.id === filter.id);
  switch (filter) {
    case 'all':
      return inDisplayOrder(visible);
    case 'primary': {
      const primary =
        visible.find((location) => location.primary) ??
        visible.find((location) => locationKind(location) === 'sales') ??
        visible[0];
      return primary ? [primary] : [];
    }
    case 'service-and-parts':
      return inDisplayOrder(visible.filter((location) => locationKind(location) !== 'sales'));
    default:
      return visible.filter((location) => locationKind(location) === filter);
  }
}

/** Reads a filter as a tenant writes it: one of LOCATION_FILTERS, else a location id. */
export function parseLocationFilter(text: string): LocationFilter {
  return (LOCATION_FILTERS as readonly string[]).includes(text) ? (text as LocationFilter) : { id: text };
}
