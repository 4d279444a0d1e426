// The delivery calculator's rules of the site (CALC-02): the tenant's pricing and sales
// locations, one content-hashed static file, /delivery/rules.<hash>.json (src/lib/delivery-rules.ts).
import type { APIRoute } from 'astro';
import { DELIVERY_DIR, deliveryRulesFile } from '../../lib/delivery-rules.ts';
import { siteData } from '../../lib/site-data.ts';

export function getStaticPaths() {
  return [{ params: { file: deliveryRulesFile(siteData().tenant).path.slice(DELIVERY_DIR.length) } }];
}

export const GET: APIRoute = () =>
  new Response(deliveryRulesFile(siteData().tenant).contents, {
    headers: { 'content-type': 'application/json' },
  });
