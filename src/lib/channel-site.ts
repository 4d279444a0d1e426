/** What the channel feeds need of a tenant (src/domain/channels), read from its settings in one place. */
import type { Tenant } from '../config/load-tenant.ts';
import type { ChannelSite } from '../domain/channels/eligibility.ts';
import { priceDisplayOptions } from '../domain/price-display.ts';

export function channelSite(tenant: Pick<Tenant, 'settings' | 'locations'>): ChannelSite {
  return {
    url: tenant.settings.site.url,
    name: tenant.settings.site.name,
    locations: tenant.locations,
    prices: priceDisplayOptions(tenant.settings),
  };
}
