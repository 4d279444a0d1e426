/**
 * The delivery calculator's rules of a site (CALC-02): the tenant's delivery pricing and the
 * sales locations deliveries leave from, as one content-hashed file, /delivery/rules.<hash>.json,
 * served by src/pages/delivery/[file].ts. A vehicle page's calculator names the file instead of
 * carrying every location of the tenant in its HTML (eight of them were 0.3 KB gzip of every
 * car page of a group); the island fetches it with the postcode file on the first valid submit.
 * The name changes exactly when the rules do, so the file is cached for good.
 */
import { createHash } from 'node:crypto';
import type { Tenant } from '../config/load-tenant.ts';
import { deliveryRules } from '../islands/calculators/delivery-view.ts';

/** Site folder of the file; the endpoint lives at src/pages/delivery/[file].ts. */
export const DELIVERY_DIR = '/delivery/';

export interface DeliveryRulesFile {
  /** Site path, e.g. /delivery/rules.1f2e3d4c5b.json */
  path: string;
  contents: string;
}

const files = new WeakMap<object, DeliveryRulesFile>();

/** The site's delivery file, computed once per tenant of the build. */
export function deliveryRulesFile(tenant: Pick<Tenant, 'locations' | 'settings'>): DeliveryRulesFile {
  const known = files.get(tenant);
  if (known) return known;
  const contents = JSON.stringify(deliveryRules(tenant.locations, tenant.settings.vehicle.deliveryPricing));
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  const file = { path: `${DELIVERY_DIR}rules.${hash}.json`, contents };
  files.set(tenant, file);
  return file;
}
