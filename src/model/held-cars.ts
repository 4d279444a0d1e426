/**
 * The cars a tenant's reservations hold (DEAL-02): a snapshot the API writes whenever a hold
 * starts or ends ($DATA_DIR/held-cars/<tenant>.json) and the build reads, so the next build
 * marks those cars reserved in search and on cards (CARD-01) and offers no Reserve on them.
 */
import * as v from 'valibot';

export const HeldCarsFileSchema = v.object({
  tenant: v.string(),
  written_at: v.string(),
  cars: v.array(v.object({ car_id: v.string(), car_slug: v.string(), hold_until: v.string() })),
});

export type HeldCarsFile = v.InferOutput<typeof HeldCarsFileSchema>;

/** The ids of the cars still held at `now`. */
export function heldCarIds(file: HeldCarsFile, now: Date): string[] {
  return file.cars
    .filter((car) => Date.parse(car.hold_until) > now.getTime())
    .map((car) => car.car_id)
    .sort();
}
