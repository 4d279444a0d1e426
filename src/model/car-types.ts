/**
 * The car types, apart from the car schema (./car.ts): pages and islands that only need the
 * list would otherwise bring the feed's whole valibot schema to the browser.
 */
export const CAR_TYPES = ['new', 'demo', 'used'] as const;
export type CarType = (typeof CAR_TYPES)[number];
