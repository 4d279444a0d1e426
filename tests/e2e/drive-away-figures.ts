/**
 * Drive-away figures worked out by hand from the states' published rates (COMP-06), for the
 * browser tests to compare the pages with; deliberately not the site's own code.
 */

/** NSW: $3 per $100 (or part) to $44,999, else $1,350 + $5 per $100 over $45,000; $79 + $374 rego; $546 green slip. */
export function nswDriveAway(price: number): { duty: number; total: number } {
  const duty = price <= 44_999 ? Math.ceil(price / 100) * 3 : 1_350 + Math.ceil((price - 45_000) / 100) * 5;
  return { duty, total: price + duty + 453 + 546 };
}

/** VIC, a used petrol or diesel car to $80,567: $8.40 per $200 (or part); $343.26 rego; $590 TAC charge. */
export function vicDriveAway(price: number): { duty: number; total: number } {
  const duty = Math.round(Math.ceil(price / 200) * 8.4);
  return { duty, total: price + duty + 343 + 590 };
}

/** Bodies the states charge as commercial vehicles (utes, vans): their figures differ. */
export const COMMERCIAL_BODY = /\b(?:ute|utility|van|cab[\s-]?chassis|tray|truck|bus|pick[\s-]?up)\b/i;
