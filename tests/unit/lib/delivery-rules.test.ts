import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_PRICING } from '../../../src/config/schemas/delivery-pricing.ts';
import { parseDeliveryRules } from '../../../src/islands/calculators/delivery-view.ts';
import { deliveryRulesFile } from '../../../src/lib/delivery-rules.ts';
import { makeLocation } from '../../fixtures/helpers.ts';

const tenant = (pricing = DEFAULT_DELIVERY_PRICING, locations = [makeLocation()]) => ({
  locations,
  settings: { vehicle: { deliveryPricing: pricing } },
});
type TenantParts = Parameters<typeof deliveryRulesFile>[0];

describe('the site’s delivery file (CALC-02)', () => {
  it('holds the pricing and the sales locations, under a name the server caches for good', () => {
    const file = deliveryRulesFile(tenant() as unknown as TenantParts);
    // The server's immutable files: a 10-hex content hash before .json (src/server/app.ts).
    expect(file.path).toMatch(/^\/delivery\/rules\.[0-9a-f]{10}\.json$/);
    expect(parseDeliveryRules(JSON.parse(file.contents))).toEqual({
      pricing: DEFAULT_DELIVERY_PRICING,
      origins: [{ id: 'l1', name: 'Fixture Motors - Sales', lat: -34.0378, lng: 151.1253 }],
    });
  });

  it('is named by its contents: other rules, another name; the same rules, the same name', () => {
    const one = deliveryRulesFile(tenant() as unknown as TenantParts);
    const same = deliveryRulesFile(tenant() as unknown as TenantParts);
    const moved = deliveryRulesFile(
      tenant(DEFAULT_DELIVERY_PRICING, [
        makeLocation({ address: { lat: -33.9, long: 151.2 } }),
      ]) as unknown as TenantParts,
    );
    expect(same.path).toBe(one.path);
    expect(moved.path).not.toBe(one.path);
  });
});
