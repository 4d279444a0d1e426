/**
 * Great-circle distance between two points on the earth (CALC-03: "distances use earth
 * radius 6371 km"). Pure; used by the delivery calculator in the browser and by the postcode
 * compactor at build time.
 *
 * Haversine formula, on a sphere of radius 6371 km (the mean earth radius):
 *   a = sin²(Δφ/2) + cos φ1 · cos φ2 · sin²(Δλ/2)
 *   d = 2R · asin(√a)
 * On a sphere it is exact; against the real ellipsoid it errs by at most about 0.5%, which is
 * far below what a delivery band cares about.
 */

/** Mean earth radius in kilometres (CALC-03). */
export const EARTH_RADIUS_KM = 6371;

/** A point in decimal degrees: latitude −90…90 (south negative), longitude −180…180 (west negative). */
export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** True when the point has finite coordinates inside the valid degree ranges. */
export function isValidLatLng(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

/**
 * Great-circle distance in kilometres between two points (haversine, radius 6371 km).
 * Throws a RangeError for coordinates that are not finite or out of range.
 */
export function haversineKm(from: LatLng, to: LatLng): number {
  if (!isValidLatLng(from)) throw new RangeError(`Invalid coordinates: ${from.lat}, ${from.lng}`);
  if (!isValidLatLng(to)) throw new RangeError(`Invalid coordinates: ${to.lat}, ${to.lng}`);
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …) guards against float noise just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
