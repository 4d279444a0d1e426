import * as v from 'valibot';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../model/time-zone.ts';
import { group, optionalSetting, pageUrl, setting } from '../define.ts';

export const TEMPLATES = ['franchise', 'group', 'used-yard', 'caravan-motorcycle', 'subscription'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

/** Identity of the dealer site: name, address on the web, template. */
export const SiteSchema = group('The dealer site: name, public URL, domains and template.', {
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Site name must not be empty'),
    v.maxLength(80),
    v.description('Dealer name shown in the header, titles and footer.'),
    v.examples(['Harbour City Toyota']),
  ),
  url: v.pipe(
    pageUrl,
    v.description(
      'Public site URL; canonical URLs, the sitemap and share links are built from it (VDP-09, BLD-07).',
    ),
    v.examples(['https://www.harbourcitytoyota.com.au']),
  ),
  domains: setting(
    v.array(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/, 'Expected a host name like www.example.com.au'))),
    [],
    'Host names the site answers on; the server resolves the tenant from the Host header (and <slug>.localhost locally).',
    ['www.harbourcitytoyota.com.au'],
  ),
  template: setting(
    v.picklist(TEMPLATES),
    'franchise',
    "Tenant template (CFG-07); sets template defaults before this tenant's own settings.",
    'group',
  ),
  timezone: setting(
    v.pipe(v.string(), v.check(isTimeZone, 'Expected an IANA time zone name like Australia/Perth')),
    DEFAULT_TIME_ZONE,
    "IANA time zone of the dealer: the build day, dates and rego expiry. Each location's opening hours, holiday hours, test-drive and service slots and the times in lead e-mails are in that location's own zone, from its state or its time_zone in locations.json (LOC-10). Promo dates are always Australian east time (PROMO-01).",
    'Australia/Brisbane',
  ),
  established: optionalSetting(
    v.pipe(v.number(), v.integer('Expected a whole year like 1987'), v.minValue(1850), v.maxValue(2100)),
    "Year the dealer started trading: the stats banner's years-in-business figure, linking /about-us (NAV-08).",
    1987,
  ),
  manufacturer: optionalSetting(v.string(), 'The make of a single-manufacturer (franchise) site.', 'Toyota'),
  frameAncestors: setting(
    v.array(
      v.pipe(
        v.string(),
        v.regex(
          /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::(?:[1-9]\d{0,3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5]))?$/,
          'Expected an https origin like https://www.dealergroup.com.au (no path, no wildcard)',
        ),
      ),
    ),
    [],
    "Other sites allowed to show this one in a frame (the Content-Security-Policy's frame-ancestors, after 'self'); empty: only the site itself.",
    ['https://www.dealergroup.com.au'],
  ),
  websiteId: setting(
    v.string(),
    '',
    'Identifier of this website sent with view counts and phone reveals (VDP-17, VDP-20).',
    '1042',
  ),
});
