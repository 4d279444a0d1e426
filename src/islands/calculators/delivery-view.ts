/**
 * Props, the proposed default pricing and the lazy postcode and delivery-file loaders of the
 * delivery calculator island (CALC-02, CALC-03). Rules: src/domain/calculators/delivery.ts.
 */
import { type DeliveryOrigin, deliveryOrigins } from '../../domain/calculators/delivery.ts';
import { DEFAULT_DELIVERY_PRICING, type DeliveryPricing } from '../../config/schemas/delivery-pricing.ts';
import {
  createPostcodeLookup,
  type PostcodeLookup,
  parseCompactPostcodes,
} from '../../domain/calculators/postcode-lookup.ts';
import { formatDollars } from '../../domain/format.ts';
import type { Location } from '../../model/location.ts';

/** What a delivery estimate is priced by: the tenant's pricing and the places deliveries leave from. */
export interface DeliveryRules {
  /** The tenant's delivery pricing (validated with DeliveryPricingSchema). */
  pricing: DeliveryPricing;
  /** The tenant's sales locations with coordinates (deliveryOrigins), or a car's own place. */
  origins: DeliveryOrigin[];
}

interface DeliveryCalculatorBase {
  /** The site's postcode file, e.g. /postcodes/au-postcodes.4009b58d1c.json (postcodeFile().path). */
  postcodesUrl: string;
  /** Level of the island's headings, to fit the page's outline (default 3: its place on the vehicle page, in an h2 section). */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** The rules in the props. */
export interface InlineDeliveryCalculatorProps extends DeliveryCalculatorBase, DeliveryRules {}

/**
 * The rules in the site's delivery file (src/lib/delivery-rules.ts), fetched with the postcode
 * file on the first valid submit: the vehicle page's HTML then does not carry every sales
 * location of the tenant on every car.
 */
export interface FileDeliveryCalculatorProps extends DeliveryCalculatorBase {
  /** e.g. /delivery/rules.1f2e3d4c5b.json */
  rulesUrl: string;
}

export type DeliveryCalculatorProps = InlineDeliveryCalculatorProps | FileDeliveryCalculatorProps;

export { DEFAULT_DELIVERY_PRICING };

/** The rules of a tenant (what the site's delivery file holds, src/lib/delivery-rules.ts). */
export function deliveryRules(
  locations: readonly Pick<Location, 'id' | 'name' | 'location_type' | 'visible' | 'address'>[],
  pricing: DeliveryPricing = DEFAULT_DELIVERY_PRICING,
): DeliveryRules {
  return { pricing, origins: deliveryOrigins(locations) };
}

/** The island's props for a tenant, with the rules inline. */
export function deliveryCalculatorProps(
  locations: readonly Pick<Location, 'id' | 'name' | 'location_type' | 'visible' | 'address'>[],
  postcodesUrl: string,
  pricing: DeliveryPricing = DEFAULT_DELIVERY_PRICING,
  /** A car standing at its own feed place (FEED-11) is delivered from there, not from a dealership. */
  carPlace?: DeliveryOrigin | undefined,
): InlineDeliveryCalculatorProps {
  const rules = carPlace ? { pricing, origins: [carPlace] } : deliveryRules(locations, pricing);
  return { ...rules, postcodesUrl };
}

/** Shown when the postcode file cannot be loaded; the shopper may try again. */
export const POSTCODES_UNAVAILABLE = "Sorry, we couldn't check postcodes just now. Please try again.";

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * A JSON file of the site read once per URL and page, then `parse`d; a failed load is
 * forgotten so the next submit tries again.
 */
function fetchJsonOnce<T>(
  files: Map<string, Promise<T>>,
  url: string,
  what: string,
  parse: (json: unknown) => T,
  fetchFn: Fetch,
): Promise<T> {
  let pending = files.get(url);
  if (!pending) {
    pending = fetchFn(url).then(async (response) => {
      if (!response.ok) throw new Error(`${what} ${url} answered ${response.status}`);
      return parse(await response.json());
    });
    files.set(url, pending);
    pending.catch(() => files.delete(url));
  }
  return pending;
}

const lookups = new Map<string, Promise<PostcodeLookup>>();

/** The postcode lookup from the site's postcode file, fetched and validated once per URL and page. */
export function loadPostcodeLookup(
  url: string,
  fetchFn: Fetch = (input) => fetch(input),
): Promise<PostcodeLookup> {
  return fetchJsonOnce(
    lookups,
    url,
    'Postcode file',
    (json) => createPostcodeLookup(parseCompactPostcodes(json)),
    fetchFn,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The delivery file's rules, checked for the shape the estimate reads; throws when it is not. */
export function parseDeliveryRules(json: unknown): DeliveryRules {
  const pricing = isRecord(json) ? json['pricing'] : undefined;
  const origins = isRecord(json) ? json['origins'] : undefined;
  const isOrigin = (origin: unknown) =>
    isRecord(origin) &&
    typeof origin['id'] === 'string' &&
    typeof origin['name'] === 'string' &&
    typeof origin['lat'] === 'number' &&
    typeof origin['lng'] === 'number';
  if (
    !isRecord(pricing) ||
    !Array.isArray(pricing['regions']) ||
    !Array.isArray(pricing['bands']) ||
    !Array.isArray(origins) ||
    !origins.every(isOrigin)
  )
    throw new Error('Not a delivery rules file');
  return { pricing: pricing as unknown as DeliveryPricing, origins: origins as DeliveryOrigin[] };
}

const rulesFiles = new Map<string, Promise<DeliveryRules>>();

/** The rules of the site's delivery file, fetched once per URL and page. */
export function loadDeliveryRules(
  url: string,
  fetchFn: Fetch = (input) => fetch(input),
): Promise<DeliveryRules> {
  return fetchJsonOnce(rulesFiles, url, 'Delivery file', parseDeliveryRules, fetchFn);
}

/** The props' rules: inline, or loaded from the site's delivery file. */
export function deliveryRulesOf(props: DeliveryCalculatorProps): Promise<DeliveryRules> {
  return 'rulesUrl' in props ? loadDeliveryRules(props.rulesUrl) : Promise.resolve(props);
}

/** '$250', or 'Free' for a price of 0. */
export function deliveryPriceText(price: number): string {
  return price === 0 ? 'Free' : formatDollars(price);
}
