/**
 * Reserving a car (DEAL-01, DEAL-02, VDP-14): the deposit always comes from the car and the
 * tenant (never from the request); a car that is sold, reserved in the feed, not reservable or
 * already held is refused; one reservation holds a car (the store guarantees it under
 * concurrency). Each reservation is delivered to the dealer as a `reservation` lead through the
 * outbox, saying plainly whether a deposit was paid. With a payment provider the shopper is sent
 * to pay; its signed webhook moves the reservation to paid — or, when the 48 hours are over by
 * then, tells the dealer the deposit must be refunded.
 */
import { randomUUID } from 'node:crypto';
import {
  depositStatusText,
  holdUntil,
  isHolding,
  lateDepositText,
  offlineMessage,
  RESERVATION_MESSAGES,
  reservedUntilText,
  statesMovingTo,
} from '../../domain/reservations/reservation.ts';
import { isReservable, reserveDeposit, reservePagePath } from '../../domain/vehicle/reserve.ts';
import { carTimeZone } from '../../domain/locations/time-zones.ts';
import type { Car } from '../../model/car.ts';
import type { PaymentAdapter, PaymentEvent } from '../adapters/payments.ts';
import { HttpError } from '../errors.ts';
import type { Store, StoredReservation } from '../store/types.ts';
import type { TenantData } from '../tenant-data.ts';
import { publishHeldCars } from './held-cars.ts';
import { channelsFor } from './leads.ts';

/**
 * Writes the held-cars file for the next build. The reservation is stored and the dealer told
 * by then, so a file that cannot be written (a full or read-only data folder, which /api/ready
 * reports) does not turn a real reservation into an error: it is logged, and the next
 * reservation or payment of the tenant writes the whole file again from the store.
 */
async function writeHeldCars(store: Store, dataDir: string, tenantSlug: string, now: Date): Promise<void> {
  try {
    await publishHeldCars(store.reservations, dataDir, tenantSlug, now);
  } catch (error) {
    console.error(`[reservations] ${tenantSlug}:`, error instanceof Error ? error.message : error);
  }
}

export interface ReservationRequest {
  name: string;
  last_name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  postcode?: string | undefined;
  message?: string | undefined;
}

export interface ReservationAnswer {
  reservation_id: string;
  state: StoredReservation['state'];
  hold_until: string;
  /** 'Reserved until Thu 4:30pm', in the dealer's time. */
  reserved_until: string;
  deposit: number;
  /** Where to pay, when the deposit is taken online; absent for a reservation request. */
  payment_url?: string | undefined;
  /** What the shopper is told about the deposit. */
  message: string;
}

/** The fields a reservation lead carries beyond the lead schema's (never accepted from a browser). */
export interface ReservationLeadFields {
  reservation_id: string;
  hold_until: string;
  deposit_status: string;
}

/** Whether reserving this car now takes its deposit online: a deposit, a provider, the tenant's say. */
export function paysOnline(payments: PaymentAdapter, tenant: TenantData, car: Car): boolean {
  const { reserve } = tenant.tenant.settings.vehicle;
  return reserveDeposit(car, reserve.defaultDeposit) > 0 && payments.kind !== 'offline' && reserve.payOnline;
}

function reservableCar(tenant: TenantData, slug: string): Car {
  const car = tenant.carsBySlug.get(slug);
  if (!car || !isReservable(car, tenant.tenant.settings.vehicle.reserve))
    throw new HttpError(409, RESERVATION_MESSAGES.unavailable);
  return car;
}

async function deliverToDealer(
  store: Store,
  tenantSlug: string,
  tenant: TenantData,
  reservation: StoredReservation,
  car: Car,
  contact: ReservationRequest,
  note: string,
  key: string,
  now: Date,
): Promise<void> {
  const fields: ReservationLeadFields = {
    reservation_id: reservation.id,
    hold_until: reservation.hold_until,
    deposit_status: note,
  };
  // Built here, never from a browser: no lead form can send these fields.
  const payload: Record<string, unknown> = {
    kind: 'reservation',
    category: 'Reserve',
    subcategory: 'Reserve',
    ...contact,
    opt_in: false,
    isLastStep: true,
    source: 'Website',
    car_id: car.id,
    ...fields,
  };
  await store.leads.insert({
    tenant: tenantSlug,
    kind: 'reservation',
    payload,
    idempotencyKey: key,
    spam: false,
    createdAt: now,
    channels: channelsFor(tenant),
  });
}

export async function reserveCar(
  store: Store,
  payments: PaymentAdapter,
  dataDir: string,
  tenantSlug: string,
  tenant: TenantData,
  carSlug: string,
  contact: ReservationRequest,
  idempotencyKey: string | undefined,
  now: Date,
  /** Where the shopper comes back to after paying: the page's own origin when it is the tenant's, else the site URL. */
  returnOrigin?: string | undefined,
  /** The signed-in shopper, whose garage then lists the reservation on any device. */
  userId?: number | undefined,
): Promise<ReservationAnswer> {
  const car = reservableCar(tenant, carSlug);
  const { settings } = tenant.tenant;
  const deposit = reserveDeposit(car, settings.vehicle.reserve.defaultDeposit);
  const online = paysOnline(payments, tenant, car);
  const created = await store.reservations.create({
    id: randomUUID(),
    tenant: tenantSlug,
    carId: car.id,
    carSlug: car.slug,
    deposit,
    online,
    contact: { ...contact },
    userId,
    idempotencyKey,
    createdAt: now,
    holdUntil: holdUntil(now),
  });
  if (created.status === 'taken') throw new HttpError(409, RESERVATION_MESSAGES.taken);
  const { reservation } = created;
  // Delivered once per reservation (a retry finds the lead by its key and adds nothing). The
  // dealer hears of it first: the held-cars file below is written from the store on every
  // call, so a retry of a reservation whose file could not be written writes it then.
  await deliverToDealer(
    store,
    tenantSlug,
    tenant,
    reservation,
    car,
    contact,
    depositStatusText(reservation.state, reservation.deposit, reservation.online),
    `reservation-${reservation.id}`,
    now,
  );
  // The next build marks the car reserved in search and on cards.
  await writeHeldCars(store, dataDir, tenantSlug, now);
  const answer: ReservationAnswer = {
    reservation_id: reservation.id,
    state: reservation.state,
    hold_until: reservation.hold_until,
    reserved_until: reservedUntilText(
      reservation.hold_until,
      carTimeZone(car, tenant.tenant.locations, settings.site.timezone),
    ),
    deposit: reservation.deposit,
    message: reservation.online
      ? 'Pay the deposit to confirm your hold.'
      : offlineMessage(reservation.deposit),
  };
  if (!reservation.online || reservation.state !== 'requested') return answer;
  const page = `${(returnOrigin ?? settings.site.url).replace(/\/$/, '')}${reservePagePath(car.slug, settings.vehicle.reserve.mode)}`;
  const start = await payments.startPayment({
    subject: 'reservation',
    subjectId: reservation.id,
    tenant: tenantSlug,
    description: `Refundable deposit: ${car.name}`,
    amountCents: Math.round(reservation.deposit * 100),
    email: contact.email,
    successUrl: `${page}?reservation=${reservation.id}&paid=1`,
    cancelUrl: `${page}?reservation=${reservation.id}`,
  });
  await store.reservations.setPaymentRef(tenantSlug, reservation.id, start.ref, now);
  return { ...answer, payment_url: start.url };
}

/** GET /api/cars/:slug/reservation: whether the car is held now, and until when. */
export async function reservationStatus(
  store: Store,
  payments: PaymentAdapter,
  tenantSlug: string,
  tenant: TenantData,
  car: Car,
  now: Date,
): Promise<
  | { reserved: false; pay_online: boolean }
  | { reserved: true; pay_online: boolean; hold_until: string; text: string; paid: boolean }
> {
  const held = await store.reservations.holding(tenantSlug, car.id, now);
  const pay_online = paysOnline(payments, tenant, car);
  if (!held || !isHolding(held, now)) return { reserved: false, pay_online };
  return {
    reserved: true,
    pay_online,
    hold_until: held.hold_until,
    text: reservedUntilText(
      held.hold_until,
      carTimeZone(car, tenant.tenant.locations, tenant.tenant.settings.site.timezone),
    ),
    paid: held.state === 'paid',
  };
}

/**
 * A verified payment event for a reservation: its deposit was paid (the webhook route has
 * already seen to it that each event id is handled once). Paid in time: the reservation is paid and the dealer is
 * told. Paid after the hold ended: the dealer is told the deposit must be refunded.
 */
export async function confirmDeposit(
  store: Store,
  dataDir: string,
  tenantData: (slug: string) => TenantData | undefined,
  event: Extract<PaymentEvent, { kind: 'paid' }>,
  now: Date,
): Promise<'paid' | 'late' | 'ignored'> {
  const tenant = tenantData(event.tenant);
  const reservation = await store.reservations.get(event.tenant, event.subjectId);
  if (!tenant || !reservation || reservation.payment_ref !== event.ref) return 'ignored';
  const car = tenant.carsById.get(reservation.car_id);
  const contact = reservation.contact as unknown as ReservationRequest;
  const inTime = isHolding(reservation, now);
  const moved = inTime
    ? await store.reservations.move(event.tenant, reservation.id, statesMovingTo('paid'), 'paid', now)
    : await store.reservations.move(event.tenant, reservation.id, statesMovingTo('expired'), 'expired', now);
  const current = moved ?? reservation;
  if (car)
    await deliverToDealer(
      store,
      event.tenant,
      tenant,
      current,
      car,
      contact,
      inTime ? depositStatusText('paid', reservation.deposit, true) : lateDepositText(reservation.deposit),
      `reservation-paid-${reservation.id}`,
      now,
    );
  // Written from the store every time, so a payment event retried after a failed write writes it.
  await writeHeldCars(store, dataDir, event.tenant, now);
  return inTime ? 'paid' : 'late';
}

/** A reservation as the shopper's garage lists it. */
export interface GarageReservation {
  reservation_id: string;
  car_slug: string;
  car_name: string;
  make: string | null;
  deposit: number;
  state: StoredReservation['state'];
  holding: boolean;
  paid: boolean;
  hold_until: string;
  /** 'Reserved until Sat 11:00am' while it holds the car, else undefined. */
  text: string | undefined;
}

/** GET /api/my/reservations: the signed-in shopper's reservations on this tenant, newest first. */
export async function userReservations(
  store: Store,
  tenantSlug: string,
  tenant: TenantData,
  userId: number,
  now: Date,
): Promise<GarageReservation[]> {
  const zone = tenant.tenant.settings.site.timezone;
  return (await store.reservations.forUser(tenantSlug, userId)).map((reservation) => {
    const car = tenant.carsById.get(reservation.car_id);
    const holding = isHolding(reservation, now);
    return {
      reservation_id: reservation.id,
      car_slug: reservation.car_slug,
      car_name: car?.name ?? reservation.car_slug,
      make: car?.make ?? null,
      deposit: reservation.deposit,
      state: reservation.state,
      holding,
      paid: reservation.state === 'paid' || reservation.state === 'converted',
      hold_until: reservation.hold_until,
      text: holding
        ? reservedUntilText(
            reservation.hold_until,
            car ? carTimeZone(car, tenant.tenant.locations, zone) : zone,
          )
        : undefined,
    };
  });
}
