/**
 * The valuation provider over HTTP (API-06): a vehicle-data and valuation service speaking the
 * contract in docs/valuation-api.md, modelled on spec-2 §7's eval-expert calls (enter-vin,
 * manual-entry, update-eval). Chosen when VALUATION_API_URL is set, with VALUATION_API_KEY sent
 * as a Bearer token and every call cut off after VALUATION_API_TIMEOUT_MS. The provider's
 * answers are checked at the edge; anything else (no answer, a timeout, an error status, an
 * unexpected shape) is a ValuationProviderError, never a guess. Only what the valuation needs
 * is sent (plate, VIN, choice, odometer, condition), never the shopper's contact details.
 */
import * as v from 'valibot';
import { NO_REFERENCE_MESSAGE, type VehicleValuation } from '../../domain/valuation.ts';
import { AU_STATES } from '../../model/location.ts';
import {
  type TradeInDetails,
  type ValuationAdapter,
  ValuationProviderError,
  type VehicleRecord,
} from './valuation.ts';

export const DEFAULT_VALUATION_TIMEOUT_MS = 8000;

export interface ValuationHttpOptions {
  /** The provider's base URL, e.g. https://valuations.example.com.au/v1 */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const whole = v.pipe(v.number(), v.integer());
const month = v.pipe(whole, v.minValue(1), v.maxValue(12));
const optionalText = v.optional(v.string(), '');

/** The provider's vehicle record (extra fields are ignored). */
const ProviderVehicle = v.object({
  EvalID: v.pipe(v.string(), v.nonEmpty()),
  VIN: v.pipe(v.string(), v.regex(/^[A-HJ-NPR-Z0-9]{17}$/)),
  EngineNo: optionalText,
  Registration: v.string(),
  RegoState: v.picklist(AU_STATES),
  RegExpiry: optionalText,
  Make: v.pipe(v.string(), v.nonEmpty()),
  Model: v.pipe(v.string(), v.nonEmpty()),
  Variant: v.string(),
  Series: optionalText,
  Year: whole,
  Body: optionalText,
  Transmission: optionalText,
  Cylinders: v.optional(whole, 0),
  CompMth: month,
  CompYr: whole,
  BuildMth: month,
  BuildYr: whole,
  Colour: optionalText,
  redbookCode: optionalText,
  Description: v.optional(v.string()),
});

const Choice = v.object({
  VIN: v.pipe(v.string(), v.regex(/^[A-HJ-NPR-Z0-9]{17}$/)),
  vehicleDescriptions: v.pipe(
    v.array(v.object({ Description: v.pipe(v.string(), v.nonEmpty()) })),
    v.nonEmpty(),
  ),
});

/** [] (no such plate), [{ VIN, vehicleDescriptions }] (choose one) or [vehicle record]. */
const LookupAnswer = v.array(v.union([ProviderVehicle, Choice]));

const OfferAnswer = v.strictTuple([
  v.object({
    EvalID: v.pipe(v.string(), v.nonEmpty()),
    offer_price: v.nullable(v.pipe(whole, v.minValue(0))),
    market_value: v.optional(
      v.nullable(
        v.object({
          amount: v.pipe(whole, v.minValue(0)),
          basis: v.picklist(['retail', 'trade']),
          source: v.string(),
          as_of: v.string(),
        }),
      ),
    ),
  }),
]);

function record(vehicle: v.InferOutput<typeof ProviderVehicle>): VehicleRecord {
  const { EvalID, Description, ...rest } = vehicle;
  return {
    ...rest,
    ProviderEvalID: EvalID,
    Description:
      Description ??
      [rest.Year, rest.Make, rest.Model, rest.Variant, rest.Series, rest.Body, rest.Transmission]
        .filter(Boolean)
        .join(' '),
  };
}

export function httpValuation(options: ValuationHttpOptions): ValuationAdapter {
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  if (base.protocol !== 'https:' && base.hostname !== '127.0.0.1' && base.hostname !== 'localhost')
    throw new Error(`VALUATION_API_URL must be an https:// address (got ${options.baseUrl})`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_VALUATION_TIMEOUT_MS;
  const send = options.fetch ?? fetch;

  /** One call: the answer as JSON for a 2xx, null for a 404; every other outcome throws. */
  async function call(path: string, body: Record<string, unknown>): Promise<unknown> {
    let response: Response;
    try {
      response = await send(new URL(path, base), {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new ValuationProviderError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `valuation provider ${path}: no answer within ${timeoutMs} ms`
          : `valuation provider ${path}: unreachable (${(error as Error).message})`,
      );
    }
    const text = await response.text().catch(() => '');
    if (response.status === 404) return null;
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const message =
        typeof json === 'object' &&
        json !== null &&
        typeof (json as { message?: unknown }).message === 'string'
          ? (json as { message: string }).message
          : text.slice(0, 200);
      throw new ValuationProviderError(
        `valuation provider ${path}: answered ${response.status}${message ? ` (${message})` : ''}`,
        response.status,
      );
    }
    if (json === undefined)
      throw new ValuationProviderError(`valuation provider ${path}: answered without JSON`, response.status);
    return json;
  }

  function parsed<T extends v.GenericSchema>(schema: T, path: string, answer: unknown): v.InferOutput<T> {
    const result = v.safeParse(schema, answer);
    if (result.success) return result.output;
    const issue = result.issues[0];
    throw new ValuationProviderError(
      `valuation provider ${path}: unexpected answer at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
    );
  }

  function lookup(path: string, answer: unknown) {
    const [first] = parsed(LookupAnswer, path, answer ?? []);
    if (!first) return undefined;
    if ('EvalID' in first) return { kind: 'match' as const, vehicle: record(first) };
    return {
      kind: 'choose' as const,
      vin: first.VIN,
      descriptions: first.vehicleDescriptions.map((item) => item.Description),
    };
  }

  return {
    kind: 'provider',
    async lookupRego(rego, state, context) {
      return lookup('enter-vin', await call('enter-vin', { dealer: context.tenant, rego, state }));
    },
    async chooseDescription(vin, description, context) {
      const found = lookup(
        'manual-entry',
        await call('manual-entry', { dealer: context.tenant, vin, desc: description }),
      );
      return found?.kind === 'match' ? found.vehicle : undefined;
    },
    async value(vehicle: VehicleRecord, details: TradeInDetails, context): Promise<VehicleValuation> {
      if (!vehicle.ProviderEvalID)
        throw new ValuationProviderError(
          'valuation provider update-eval: this valuation was not opened by it',
        );
      const answer = await call('update-eval', {
        dealer: context.tenant,
        evalid: vehicle.ProviderEvalID,
        km: details.km,
        car_condition: details.condition,
      });
      if (answer === null)
        throw new ValuationProviderError(
          'valuation provider update-eval: it no longer knows this valuation',
          404,
        );
      const [offer] = parsed(OfferAnswer, 'update-eval', answer);
      if (offer.offer_price === null)
        return {
          outcome: 'call',
          offer_price: null,
          reason: 'provider-no-offer',
          message: NO_REFERENCE_MESSAGE,
          by: 'provider',
          ...details,
        };
      const market = offer.market_value ?? undefined;
      return {
        outcome: 'offer',
        offer_price: offer.offer_price,
        by: 'provider',
        market: market && {
          basis: market.basis,
          value: market.amount,
          source: market.source,
          asOf: market.as_of,
        },
        adjustments: undefined,
        ...details,
      };
    },
  };
}
