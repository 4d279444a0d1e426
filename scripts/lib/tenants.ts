import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Tenant slugs: folders in the tenants folder that hold a settings.json, sorted. */
export function listTenants(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'settings.json')))
    .map((entry) => entry.name)
    .sort();
}

/** The tenants of shard i of n (1-based), spread round-robin (BLD-03). */
export function shardOf<T>(items: T[], shard: { index: number; count: number } | undefined): T[] {
  if (!shard) return items;
  return items.filter((_, position) => position % shard.count === shard.index - 1);
}

export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new Error(`--shard expects i/n with 1 ≤ i ≤ n, e.g. --shard 1/3 (got "${text}")`);
  return { index, count };
}
