/**
 * Which tenants share one Astro build (src/build/tenant-batch.ts). Astro's start-up and Vite
 * bundle cost the same for 1 tenant as for 40, so each worker should bundle as few times as
 * it can; but one build holds its tenants' data at once, so a batch is bounded in cars and in
 * tenants. Batches come in a multiple of the worker count, balanced by cars, so no core idles
 * at the end; with no more tenants than workers, each tenant builds alone (a large one may
 * then split across the free cores).
 */
export interface BatchLimits {
  /** Cars one build may hold: about 1 GB of build memory (DESIGN.md §Performance budgets). */
  maxCars: number;
  maxTenants: number;
}

export const BATCH_LIMITS: BatchLimits = { maxCars: 6_000, maxTenants: 25 };

export function planBatches<T extends { slug: string; cars: number }>(
  tenants: readonly T[],
  workers: number,
  limits: BatchLimits = BATCH_LIMITS,
): T[][] {
  if (tenants.length === 0) return [];
  const totalCars = tenants.reduce((sum, tenant) => sum + tenant.cars, 0);
  const needed = Math.max(
    workers,
    Math.ceil(totalCars / limits.maxCars),
    Math.ceil(tenants.length / limits.maxTenants),
  );
  const count = Math.min(tenants.length, Math.ceil(needed / workers) * workers);
  const batches = Array.from({ length: count }, () => ({ cars: 0, tenants: [] as T[] }));
  // Largest first into the lightest batch; ties by slug so the plan is the same every run.
  const order = [...tenants].sort((a, b) => b.cars - a.cars || a.slug.localeCompare(b.slug));
  for (const tenant of order) {
    const lightest = batches.reduce((best, batch) =>
      batch.cars < best.cars || (batch.cars === best.cars && batch.tenants.length < best.tenants.length)
        ? batch
        : best,
    );
    lightest.tenants.push(tenant);
    lightest.cars += tenant.cars;
  }
  return batches.map((batch) => batch.tenants.sort((a, b) => a.slug.localeCompare(b.slug)));
}
