/**
 * A local stand-in for a valuation provider, speaking the contract of docs/valuation-api.md:
 * POST enter-vin, manual-entry and update-eval with a Bearer key, JSON in and out, the provider's
 * own EvalIDs, and an offer (or none) per vehicle. It holds a few vehicles of its own, answers 401
 * to a wrong key and can be told to be slow, to fail or to answer nonsense, so the client's
 * timeouts and errors are tested against a real HTTP server. Loopback only, port 0.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInVehicle {
  VIN: string;
  EngineNo: string;
  Registration: string;
  RegoState: string;
  RegExpiry: string;
  Make: string;
  Model: string;
  Variant: string;
  Series: string;
  Year: number;
  Body: string;
  Transmission: string;
  Cylinders: number;
  CompMth: number;
  CompYr: number;
  BuildMth: number;
  BuildYr: number;
  Colour: string;
  redbookCode: string;
}

interface StandInCar {
  vehicles: StandInVehicle[];
  /** The provider's offer for a car at `km`, or null: it makes no instant offer. */
  offer: (km: number, condition: string) => number | null;
  market?: { amount: number; basis: 'retail' | 'trade'; source: string; as_of: string };
}

export interface RecordedCall {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface ValuationStandIn {
  url: string;
  apiKey: string;
  calls: RecordedCall[];
  /** The next answer is this status and body, whatever was asked. */
  failNext(status: number, body?: unknown): void;
  /** Every answer waits this long first. */
  delay(ms: number): void;
  close(): Promise<void>;
}

const vehicle = (overrides: Partial<StandInVehicle>): StandInVehicle => ({
  VIN: 'MR0HA3CD300854217',
  EngineNo: '1GD0593184',
  Registration: 'PRV123',
  RegoState: 'VIC',
  RegExpiry: '2027-06-02',
  Make: 'Toyota',
  Model: 'HiLux',
  Variant: 'SR5 (4x4)',
  Series: 'GUN126R',
  Year: 2020,
  Body: 'Double Cab Pick Up',
  Transmission: 'Sports Automatic',
  Cylinders: 4,
  CompMth: 6,
  CompYr: 2020,
  BuildMth: 5,
  BuildYr: 2020,
  Colour: 'Silver Sky',
  redbookCode: 'AUVTOYO2020AEBH',
  ...overrides,
});

/** The stand-in's own register: one exact match, one VIN of two variants, one it makes no offer on. */
export const STAND_IN_CARS: Record<string, StandInCar> = {
  'VIC:PRV123': {
    vehicles: [vehicle({})],
    // The provider's own rule: $41,000 less $100 per 1,000 km over 60,000.
    offer: (km) => 41_000 - Math.max(0, Math.round((km - 60_000) / 1000)) * 100,
    market: { amount: 46_500, basis: 'retail', source: 'Provider market data', as_of: '2026-11-28' },
  },
  'VIC:TWO456': {
    vehicles: [
      vehicle({
        VIN: 'JTNK4RBE603099999',
        Registration: 'TWO456',
        Model: 'Corolla',
        Variant: 'Ascent Sport',
        Series: 'MZEA12R',
        Year: 2019,
        Body: 'Hatchback',
        BuildYr: 2019,
        CompYr: 2019,
      }),
      vehicle({
        VIN: 'JTNK4RBE603099999',
        Registration: 'TWO456',
        Model: 'Corolla',
        Variant: 'Ascent Sport Hybrid',
        Series: 'ZWE211R',
        Year: 2019,
        Body: 'Hatchback',
        BuildYr: 2019,
        CompYr: 2019,
      }),
    ],
    offer: (_km, condition) => (condition === 'Poor' ? 12_000 : 15_500),
  },
  'VIC:NOO789': {
    vehicles: [
      vehicle({
        VIN: '5YJ3E7EA1PF000001',
        Registration: 'NOO789',
        Make: 'Tesla',
        Model: 'Model 3',
        Variant: 'Rear-Wheel Drive',
        Year: 2023,
        BuildYr: 2023,
        CompYr: 2023,
      }),
    ],
    offer: () => null,
  },
};

const description = (v: StandInVehicle) =>
  `${v.Year} ${v.Make} ${v.Model} ${v.Variant} ${v.Series} ${v.Body} ${v.Transmission}`;

export async function startValuationStandIn(): Promise<ValuationStandIn> {
  const apiKey = `vk_${randomUUID()}`;
  const calls: RecordedCall[] = [];
  const evaluations = new Map<string, { car: StandInCar; vehicle: StandInVehicle }>();
  let failure: { status: number; body: unknown } | undefined;
  let delayMs = 0;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        const answer = () => {
          if (response.destroyed) return;
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(typeof body === 'string' ? body : JSON.stringify(body));
        };
        if (delayMs > 0) setTimeout(answer, delayMs);
        else answer();
      };
      const path = (request.url ?? '').replace(/^\/v1\//, '');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        return send(400, { message: 'Expected a JSON body' });
      }
      calls.push({ path, authorization: request.headers.authorization, body });
      if (failure) {
        const { status, body: failBody } = failure;
        failure = undefined;
        return send(status, failBody);
      }
      if (request.method !== 'POST') return send(405, { message: 'POST only' });
      if (request.headers.authorization !== `Bearer ${apiKey}`)
        return send(401, { message: 'Unknown API key' });
      if (typeof body['dealer'] !== 'string' || body['dealer'] === '')
        return send(400, { message: 'dealer is required' });
      const open = (car: StandInCar, chosen: StandInVehicle) => {
        const EvalID = `prov-${randomUUID()}`;
        evaluations.set(EvalID, { car, vehicle: chosen });
        return { EvalID, ...chosen, Description: description(chosen) };
      };
      if (path === 'enter-vin') {
        const car = STAND_IN_CARS[`${String(body['state'])}:${String(body['rego']).toUpperCase()}`];
        if (!car) return send(200, []);
        if (car.vehicles.length > 1)
          return send(200, [
            {
              VIN: car.vehicles[0]!.VIN,
              vehicleDescriptions: car.vehicles.map((v) => ({ Description: description(v) })),
            },
          ]);
        return send(200, [open(car, car.vehicles[0]!)]);
      }
      if (path === 'manual-entry') {
        for (const car of Object.values(STAND_IN_CARS)) {
          const chosen = car.vehicles.find((v) => v.VIN === body['vin'] && description(v) === body['desc']);
          if (chosen) return send(200, [open(car, chosen)]);
        }
        return send(404, { message: 'No such vehicle' });
      }
      if (path === 'update-eval') {
        const evaluation = evaluations.get(String(body['evalid']));
        if (!evaluation) return send(404, { message: 'Unknown evaluation' });
        const km = Number(body['km']);
        return send(200, [
          {
            EvalID: body['evalid'],
            ...evaluation.vehicle,
            KM: km,
            offer_price: evaluation.car.offer(km, String(body['car_condition'])),
            market_value: evaluation.car.market ?? null,
          },
        ]);
      }
      send(404, { message: `No such call: ${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    calls,
    failNext(status, body = { message: 'Provider error' }) {
      failure = { status, body };
    },
    delay(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
