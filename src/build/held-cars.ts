/**
 * The held cars the build marks reserved (DEAL-02): read from the API's snapshot in
 * HELD_CARS_DIR (default $DATA_DIR/held-cars, DATA_DIR defaulting to ./data, where `npm start`
 * keeps the API's data). No snapshot means no holds; an unreadable one is reported and ignored,
 * so a damaged file never stops a dealer's site from building.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { HeldCarsFileSchema, heldCarIds } from '../model/held-cars.ts';

export function heldCarsDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env['HELD_CARS_DIR'] ?? join(env['DATA_DIR'] ?? join(root, 'data'), 'held-cars');
}

export function readHeldCars(dir: string, slug: string, now: Date): string[] {
  const file = join(dir, `${slug}.json`);
  if (!existsSync(file)) return [];
  try {
    return heldCarIds(v.parse(HeldCarsFileSchema, JSON.parse(readFileSync(file, 'utf8'))), now);
  } catch (error) {
    console.warn(
      `${slug}: ignoring the held-cars snapshot ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  }
}
