/**
 * Writes the tenant's held cars for the next build (src/model/held-cars.ts): a full snapshot
 * from the store, written to a temporary file and renamed, so a build never reads half a file
 * and, with several API processes, the last writer's view (each a consistent read) stands.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HeldCarsFile } from '../../model/held-cars.ts';
import type { ReservationStore } from '../store/types.ts';

export async function publishHeldCars(
  store: ReservationStore,
  dataDir: string,
  tenant: string,
  now: Date,
): Promise<void> {
  const file: HeldCarsFile = {
    tenant,
    written_at: now.toISOString(),
    cars: await store.heldCars(tenant, now),
  };
  const dir = join(dataDir, 'held-cars');
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${tenant}.${randomUUID()}.tmp`);
  await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`);
  await rename(temporary, join(dir, `${tenant}.json`));
}
