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
  const fits = (batch: { cars: number; tenants: T[] }, tenant: T) =>
    batch.tenants.length === 0 ||
    (batch.cars + tenant.cars <= limits.maxCars && batch.tenants.length < limits.maxTenants);
  // Largest first into the lightest batch it fits in (a new one when none has room: the
  // limits hold whatever the mix); ties by slug so the plan is the same every run.
  const order = [...tenants].sort((a, b) => b.cars - a.cars || a.slug.localeCompare(b.slug));
  for (const tenant of order) {
    const lightest = batches
      .filter((batch) => fits(batch, tenant))
      .reduce<(typeof batches)[number] | undefined>(
        (best, batch) =>
          !best ||
          batch.cars < best.cars ||
          (batch.cars === best.cars && batch.tenants.length < best.tenants.length)
            ? batch
            : best,
        undefined,
      );
    const into = lightest ?? { cars: 0, tenants: [] as T[] };
    if (!lightest) batches.push(into);
    into.tenants.push(tenant);
    into.cars += tenant.cars;
  }
  return batches
    .filter((batch) => batch.tenants.length > 0)
    .map((batch) => batch.tenants.sort((a, b) => a.slug.localeCompare(b.slug)));
}
