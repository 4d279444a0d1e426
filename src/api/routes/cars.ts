/**
 * Per-car calls of the vehicle page (API-04, API-05): the market gauge, the view count, the
 * phone-reveal record and the PDF. Every one first finds the car among the requesting
 * tenant's own published stock, so tenant A's host never answers for tenant B's car (SEC-01).
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Car } from '../../model/car.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import { autoGaugeService } from '../services/autogauge.ts';
import { carPdf } from '../services/car-pdf.ts';
import { carViews } from '../services/car-views.ts';
import { buyableOnline, NOT_BUYABLE_ONLINE } from '../services/deals.ts';
import { dealCharges, isDealDriveAway } from '../../domain/deals/deal-charges.ts';
import { reserveAction } from '../../domain/vehicle/reserve.ts';
import { clientAddress } from '../services/client.ts';
import { parsePhoneReveal, recordPhoneReveal } from '../services/phone-reveal.ts';
import { rateLimit } from '../services/rate-limit.ts';
import { FIX_ERRORS, parseBody } from '../parse-body.ts';
import { readJson } from './read-json.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The requesting tenant's car with this slug, or a 404. */
function tenantCar(c: Context<ApiEnv>): Car {
  const slug = c.req.param('slug') ?? '';
  const car = slug.length <= 200 && SLUG.test(slug) ? c.get('tenant').carsBySlug.get(slug) : undefined;
  if (!car) throw new HttpError(404, 'We could not find that vehicle. It may have been sold or removed.');
  return car;
}

/** A car as the forms name it: its name, page, first photo, price, make, model and location. */
function carSummary(car: Car) {
  return {
    id: car.id,
    name: car.name,
    path: car.path,
    image: car.images[0]?.image ?? null,
    price: car.price,
    make: car.make,
    model: car.model,
    location_id: car.location?.id ?? car.location_id ?? null,
  };
}

/** Query of the view-count call: all optional; the page sends what it has. */
const ViewQuerySchema = v.object({
  photos_count: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'photos_count must be a whole number from 0 to 99999'),
      v.transform(Number),
    ),
  ),
  /** A Unix time (seconds or milliseconds) or an ISO date. */
  updated_at: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(40, 'updated_at must be at most 40 characters'),
      v.check(
        (value) =>
          value === '' ||
          /^\d{1,13}$/.test(value) ||
          (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))),
        'updated_at must be a Unix time or an ISO date',
      ),
    ),
  ),
  website_id: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(64, 'website_id must be at most 64 characters'),
      v.regex(/^[A-Za-z0-9_.:-]*$/, 'website_id may only hold letters, digits and . _ : -'),
    ),
  ),
});

function viewQuery(c: Context<ApiEnv>): v.InferOutput<typeof ViewQuerySchema> {
  const raw: Record<string, string> = {};
  for (const name of ['photos_count', 'updated_at', 'website_id'] as const) {
    const values = c.req.queries(name);
    if (values === undefined) continue;
    if (values.length > 1) throw new HttpError(400, `Send ${name} once.`);
    raw[name] = values[0]!;
  }
  return parseBody(ViewQuerySchema, raw);
}

export function registerCars(api: Hono<ApiEnv>, deps: ApiDeps): void {
  const gauges = autoGaugeService(deps);
  const views = carViews(deps.store.views);
  // Reveals are clicks a person makes a few times; PDFs cost CPU (SEC-03).
  const revealLimit = rateLimit(deps.store.rateLimits, 30, 60, 'phone reveals');
  const pdfLimit = rateLimit(deps.store.rateLimits, 20, 60, 'PDF downloads');

  /**
   * GET /api/cars/:slug/autogauge: the gauge JSON, or 204 No Content when there is no answer
   * (too few comparables, or an ineligible car): not an error, so browsers log nothing (GAUGE-01, API-04).
   */
  api.get('/cars/:slug/autogauge', (c) => {
    const car = tenantCar(c);
    const gauge = gauges.forCar(c.get('site').slug, car);
    if (!gauge) return c.body(null, 204, { 'Cache-Control': 'public, max-age=300' });
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(gauge);
  });

  /**
   * GET /api/car-summary/:id: the car a page names by id (/cars/trade-in?car_id=…,
   * /book-test-drive?car_id=…): its name, page, first photo, price, make, model and location, from this tenant's published stock only (SEC-01).
   */
  api.get('/car-summary/:id', (c) => {
    const id = c.req.param('id');
    const car = id.length <= 60 ? c.get('tenant').carsById.get(id) : undefined;
    if (!car) throw new HttpError(404, 'We could not find that vehicle. It may have been sold or removed.');
    return c.json(carSummary(car), 200, { 'Cache-Control': 'public, max-age=300' });
  });

  /**
   * GET /api/cars/:slug/deal: the car the online purchase journey (DEAL-03) is about: its price
   * and whether it is drive-away, the estimated government charges when it is not (COMP-06), where it is picked up, the reserve deposit when it can be held,
   * and whether this tenant sells it online at all (with the reason when not).
   */
  api.get('/cars/:slug/deal', (c) => {
    const car = tenantCar(c);
    const tenant = c.get('tenant');
    const reserve = reserveAction(
      car,
      tenant.tenant.settings.vehicle.reserve,
      tenant.tenant.settings.vehicle.promises,
    );
    const buyable = buyableOnline(car, tenant);
    c.header('Cache-Control', 'no-store');
    return c.json({
      ...carSummary(car),
      slug: car.slug,
      drive_away: isDealDriveAway(car, tenant.tenant.settings.vehicle.driveAway),
      // COMP-06: the charges the journey shows, worked out as withDeal works them out again.
      government_charges: dealCharges(car, tenant.tenant.settings.vehicle.driveAway) ?? null,
      car_type: car.car_type,
      km: car.km,
      stock_number: car.stocknum ?? null,
      pickup_from: car.location?.name ?? null,
      buyable,
      message: buyable ? null : NOT_BUYABLE_ONLINE,
      reserve: reserve ? { deposit: reserve.deposit, label: reserve.label, href: reserve.href } : null,
    });
  });

  /** GET /api/cars/:slug/view.json: counts a view and answers { views, car_fields } (VDP-20). */
  api.get('/cars/:slug/view.json', async (c) => {
    const car = tenantCar(c);
    viewQuery(c);
    const count = await views.record(c.get('site').slug, car.slug, clientAddress(c), deps.now());
    c.header('Cache-Control', 'no-store');
    return c.json({
      views: count,
      car_fields: { id: car.id, slug: car.slug, photos_count: car.photos_count },
    });
  });

  /** POST /api/cars/:slug/phone-reveal: records a reveal (VDP-17). */
  api.post('/cars/:slug/phone-reveal', async (c) => {
    const car = tenantCar(c);
    const site = c.get('site');
    await revealLimit.consume(`${site.slug}:${clientAddress(c)}`);
    const reveal = parsePhoneReveal(await readJson(c));
    if (reveal.car_id !== car.id) {
      throw new HttpError(400, FIX_ERRORS, {
        errors: [{ field: 'car_id', message: 'car_id is not the vehicle of this page.' }],
      });
    }
    await recordPhoneReveal(deps.store.phoneReveals, site.slug, reveal, deps.now());
    return c.json({ success: true }, 201);
  });

  /** GET /api/cars/:slug/pdf: the car as an A4 PDF, downloaded as {slug}.pdf (VDP-16). */
  api.get('/cars/:slug/pdf', async (c) => {
    const car = tenantCar(c);
    const site = c.get('site');
    await pdfLimit.consume(`${site.slug}:${clientAddress(c)}`);
    const pdf = await carPdf(car, c.get('tenant'), { siteDir: c.get('site').dir });
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${car.slug}.pdf"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, max-age=300',
    });
  });
}
