/** What the channel feeds need of a tenant (src/domain/channels), read from its settings in one place. */
import type { Tenant } from '../config/load-tenant.ts';
import type { ChannelSite } from '../domain/channels/eligibility.ts';
import { priceDisplayOptions } from '../domain/price-display.ts';
import { calendarDay } from '../model/time-zone.ts';

/** `builtAt`: the instant the data was prepared, whose day in the dealer's time zone the statutory warranty is read on. */
export function channelSite(
  tenant: Pick<Tenant, 'settings' | 'locations'>,
  builtAt: string | Date,
): ChannelSite {
  return {
    url: tenant.settings.site.url,
    name: tenant.settings.site.name,
    locations: tenant.locations,
    prices: priceDisplayOptions(tenant.settings),
    today: calendarDay(new Date(builtAt), tenant.settings.site.timezone),
  };
}
