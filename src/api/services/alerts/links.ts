/**
 * The links an alert message carries: the one-click unsubscribe page (ALERT-03, spec-2 §2
 * /pages/unsubscribe), the API address a mail program posts to for List-Unsubscribe
 * (RFC 8058), the opt-in page, and the shopper's saved cars.
 */
import { contentPagePath } from '../../../domain/content-pages.ts';
import type { TenantData } from '../../tenant-data.ts';
import { apiSecret } from '../api-secret.ts';
import { alertToken } from './tokens.ts';

/** The watchlist page (src/pages/watchlist.astro), where a signed-in shopper's saved cars are. */
const WATCHLIST_PAGE = '/watchlist';

/** Where a shopper confirms an e-mail subscription (double opt-in): src/pages/saved-searches.astro. */
const OPT_IN_PATH = '/saved-searches';

export interface AlertLinks {
  siteUrl: string;
  siteName: string;
  unsubscribeUrl: string;
  /** For the List-Unsubscribe header: answers a POST of List-Unsubscribe=One-Click. */
  oneClickUrl: string;
  optInUrl: string;
  watchlistUrl: string;
}

export function alertLinks(
  dataDir: string,
  slug: string,
  tenant: TenantData,
  subscriberId: string,
): AlertLinks {
  const { site, features } = tenant.tenant.settings;
  const secret = apiSecret(dataDir);
  const url = (path: string) => new URL(path, site.url).href;
  const unsubscribe = encodeURIComponent(alertToken(secret, 'unsubscribe', slug, subscriberId));
  const optIn = encodeURIComponent(alertToken(secret, 'opt-in', slug, subscriberId));
  return {
    siteUrl: site.url,
    siteName: site.name,
    unsubscribeUrl: url(`${contentPagePath('unsubscribe', features.pagesPath)}?token=${unsubscribe}`),
    oneClickUrl: url(`/api/alerts/unsubscribe?token=${unsubscribe}`),
    optInUrl: url(`${OPT_IN_PATH}?confirm=${optIn}`),
    watchlistUrl: url(WATCHLIST_PAGE),
  };
}
