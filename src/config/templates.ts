/**
 * Template presets (CFG-07). A template is a set of setting overrides applied over the
 * schema defaults and under the tenant's own settings, so a group site gets its 4-column
 * grid and brand directory without each group tenant repeating them.
 */
import type { TemplateName } from './schemas/site.ts';

type Preset = Record<string, unknown>;

export const TEMPLATE_PRESETS: Record<TemplateName, Preset> = {
  franchise: {},
  group: {
    search: { gridColumns: 4 },
    features: { statsBanner: true },
  },
  'used-yard': {
    vehicle: { tradeInButton: 'all' },
  },
  'caravan-motorcycle': {
    features: { specificationsInFeet: true },
    wording: { vehicleNoun: 'vehicles' },
  },
  subscription: {
    // A subscription includes its servicing and parts: shoppers do not buy parts from it.
    features: { subscriptionSite: true, partsPages: false },
    vehicle: { reserve: { enabled: false } },
  },
};
