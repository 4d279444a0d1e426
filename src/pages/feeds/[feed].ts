// The tenant's advertising channel feeds (CHAN-01, CHAN-02) at stable URLs, built from the
// published stock: /feeds/google-vehicle-ads.tsv and /feeds/meta-automotive.csv, each only
// when the tenant's channels setting has it on (CHAN-03). The build report lists the cars each
// one leaves out and why (src/domain/channels/eligibility.ts).
import type { APIRoute } from 'astro';
import { CHANNEL_FEED_PATHS, type Channel } from '../../domain/channels/eligibility.ts';
import { googleVehicleAdsFeed } from '../../domain/channels/google-vehicle-ads.ts';
import { metaAutomotiveFeed } from '../../domain/channels/meta-automotive.ts';
import { channelSite } from '../../lib/channel-site.ts';
import { siteData } from '../../lib/site-data.ts';

const fileOf = (channel: Channel) => CHANNEL_FEED_PATHS[channel].replace('/feeds/', '');

export function getStaticPaths() {
  const { channels } = siteData().tenant.settings;
  return [
    ...(channels.googleVehicleAds ? [{ params: { feed: fileOf('google') } }] : []),
    ...(channels.metaAutomotive ? [{ params: { feed: fileOf('meta') } }] : []),
  ];
}

export const GET: APIRoute = ({ params }) => {
  const { cars, tenant, builtAt } = siteData();
  const site = channelSite(tenant, builtAt);
  if (params['feed'] === fileOf('google'))
    return new Response(googleVehicleAdsFeed(cars, site).text, {
      headers: { 'content-type': 'text/tab-separated-values; charset=utf-8' },
    });
  return new Response(metaAutomotiveFeed(cars, site).text, {
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });
};
