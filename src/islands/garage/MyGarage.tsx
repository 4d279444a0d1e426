/**
 * My Garage (DEAL-04, WL-06): the signed-in shopper's saved cars (the watchlist, from the API,
 * with price and status) and reservations (from the API, on any device), and what this browser
 * keeps: favourites, the compare list, reservations made here before signing in (each with its
 * hold asked from the API), deals from the purchase journey (DEAL-03, to continue or see again),
 * trade-in valuations with their expiry, and enquiries sent; sign out. The page itself is gated
 * (NAV-05). On a brand's garage page (/my-garage/{brand}) the cars are that make's only, and the
 * valuations, compare list and enquiries stay on My Garage.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isOfBrand } from '../../domain/brands/garage.ts';
import { DEAL_STEP_TITLES } from '../../domain/deals/deal.ts';
import { MY_GARAGE_PATH } from '../../domain/gated-routes.ts';
import { formatCalendarDay, formatDollars } from '../../domain/format.ts';
import { leadKindTitle } from '../../domain/leads/lead-titles.ts';
import { onlinePurchaseHref } from '../../domain/vehicle/actions.ts';
import type { PriceDisplayOptions } from '../../domain/price-display.ts';
import type { MediaSettings } from '../../domain/responsive-image.ts';
import {
  fetchMyReservations,
  fetchReservationStatus,
  type GarageReservation,
  type ReservationStatus,
  signOut,
} from '../../lib/api-client.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { $compare } from '../../stores/compare.ts';
import { $deals } from '../../stores/deals.ts';
import { $enquiries } from '../../stores/enquiries.ts';
import { $favourites } from '../../stores/favourites.ts';
import { $reservations } from '../../stores/reservations.ts';
import { $session, setSignedOut } from '../../stores/session.ts';
import { $valuations } from '../../stores/valuations.ts';
import { resetWatchlist } from '../../stores/watchlist.ts';
import { WatchlistList } from '../actions/WatchlistList.tsx';
import { useHydrated } from '../use-hydrated.ts';

const sentOn = (iso: string) => formatCalendarDay(iso.slice(0, 10));

/** A brand's garage page: its name and its make as slugified. */
export interface GarageBrand {
  name: string;
  makeSlug: string;
}

export default function MyGarage({
  prices,
  timeZone,
  brand,
  media,
}: {
  prices: PriceDisplayOptions;
  timeZone: string;
  brand?: GarageBrand | undefined;
  /** The image CDN's settings for the saved cars' photos; absent without one. */
  media?: MediaSettings | undefined;
}) {
  const today = calendarDay(new Date(), timeZone);
  const session = useStore($session);
  const ofBrand = (make: unknown) => brand === undefined || isOfBrand(make, brand.makeSlug);
  const favourites = useStore($favourites).filter((car) => ofBrand(car.make));
  const compare = useStore($compare);
  const kept = useStore($reservations);
  const valuations = useStore($valuations);
  const enquiries = useStore($enquiries);
  const deals = useStore($deals).filter((deal) => ofBrand(deal.make));
  const [holds, setHolds] = useState<Record<string, ReservationStatus | undefined>>({});
  const [account, setAccount] = useState<GarageReservation[]>([]);

  // The account's reservations, from any device; this browser's own are shown too until the account lists them.
  useEffect(() => {
    if (session.status !== 'signed-in') return;
    let live = true;
    void fetchMyReservations().then((result) => {
      if (live && result.ok) setAccount(result.data.reservations);
    });
    return () => {
      live = false;
    };
  }, [session.status]);
  const listed = new Set(account.map((reservation) => reservation.reservation_id));
  const reservations = kept.filter(
    (reservation) => !listed.has(reservation.reservation_id) && ofBrand(reservation.make),
  );
  const fromAccount = account.filter((reservation) => ofBrand(reservation.make));

  useEffect(() => {
    let live = true;
    for (const reservation of kept)
      void fetchReservationStatus(reservation.car_slug).then((result) => {
        if (live)
          setHolds((current) => ({
            ...current,
            [reservation.car_slug]: result.ok ? result.data : undefined,
          }));
      });
    return () => {
      live = false;
    };
  }, [kept]);

  // Everything here is this browser's or this account's: shown once hydrated, so the prerendered page matches.
  const hydrated = useHydrated();

  async function leave() {
    await signOut();
    resetWatchlist();
    setSignedOut();
    window.location.assign('/');
  }

  if (!hydrated)
    return (
      <p className="garage-loading" aria-live="polite">
        Loading your garage…
      </p>
    );

  return (
    <div className="garage">
      {session.status === 'signed-in' && (
        <p className="garage-who">
          Signed in with {session.phone}.{' '}
          <button type="button" className="btn secondary" onClick={() => void leave()}>
            Sign out
          </button>
        </p>
      )}
      <section aria-labelledby="garage-saved">
        <h2 id="garage-saved">Saved cars</h2>
        <WatchlistList prices={prices} makeSlug={brand?.makeSlug} media={media} />
      </section>

      <section aria-labelledby="garage-reservations">
        <h2 id="garage-reservations">Reservations</h2>
        {reservations.length === 0 && fromAccount.length === 0 ? (
          <p>No reservations yet. Reserve a car from its page to hold it for 48 hours.</p>
        ) : (
          <ul className="garage-list">
            {fromAccount.map((reservation) => (
              <li key={reservation.reservation_id}>
                <a href={`/cars/${reservation.car_slug}/`}>{reservation.car_name}</a>
                <span>
                  {reservation.holding
                    ? `${reservation.text}${reservation.paid ? ' · deposit paid' : ''}`
                    : 'Hold ended'}
                </span>
              </li>
            ))}
            {reservations.map((reservation) => {
              const hold = holds[reservation.car_slug];
              return (
                <li key={reservation.reservation_id}>
                  <a href={`/cars/${reservation.car_slug}/`}>{reservation.car_name}</a>
                  <span>
                    {hold === undefined
                      ? 'Checking…'
                      : hold.reserved
                        ? `${hold.text}${hold.paid ? ' · deposit paid' : ''}`
                        : 'Hold ended'}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="garage-deals">
        <h2 id="garage-deals">Deals</h2>
        {deals.length === 0 ? (
          <p>
            No deals yet. Use Purchase Online on a car's page to build one: trade-in, finance and delivery.
          </p>
        ) : (
          <ul className="garage-list">
            {deals.map((deal) => (
              <li key={deal.car_slug}>
                <a href={onlinePurchaseHref({ slug: deal.car_slug })}>{deal.car_name}</a>
                <span>
                  {deal.balance !== undefined ? `Balance ${formatDollars(deal.balance)} · ` : ''}
                  {deal.sent_at
                    ? `sent ${sentOn(deal.sent_at)}`
                    : `in progress: ${DEAL_STEP_TITLES[deal.step]} (continue)`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {brand === undefined && (
        <section aria-labelledby="garage-valuations">
          <h2 id="garage-valuations">Trade-in valuations</h2>
          {valuations.length === 0 ? (
            <p>
              No valuations yet. <a href="/trade-in">Value your car</a> in about two minutes.
            </p>
          ) : (
            <ul className="garage-list">
              {valuations.map((valuation) => (
                <li key={valuation.EvalID}>
                  <span>
                    {valuation.vehicle} · {valuation.rego} {valuation.regoState}
                  </span>
                  <span>
                    {valuation.offer_price === null
                      ? 'Our buying team will call you with a valuation'
                      : `${formatDollars(valuation.offer_price)}${valuation.accepted ? ' · accepted' : ''} · ${
                          valuation.valid_until >= today
                            ? `valid until ${formatCalendarDay(valuation.valid_until)}`
                            : 'expired'
                        }`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby="garage-favourites">
        <h2 id="garage-favourites">Favourites</h2>
        {favourites.length === 0 ? (
          <p>No favourites yet. Use the heart on a car to keep it here, no account needed.</p>
        ) : (
          <ul className="garage-list">
            {favourites.map((car) => (
              <li key={car.id}>
                <a href={`/cars/${car.slug}/`}>{car.name}</a>
              </li>
            ))}
          </ul>
        )}
        {brand === undefined && (
          <p>
            <a href="/compare">Compare</a> ({compare.length} {compare.length === 1 ? 'car' : 'cars'})
          </p>
        )}
      </section>

      {brand === undefined && (
        <section aria-labelledby="garage-enquiries">
          <h2 id="garage-enquiries">Enquiries</h2>
          {enquiries.length === 0 ? (
            <p>No enquiries sent from this browser yet.</p>
          ) : (
            <ul className="garage-list">
              {enquiries.map((enquiry) => (
                <li key={enquiry.lead_id}>
                  <span>
                    {leadKindTitle(enquiry.kind)}
                    {enquiry.car_name ? `: ${enquiry.car_name}` : ''}
                  </span>
                  <span>Sent {sentOn(enquiry.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {brand !== undefined && (
        <p className="garage-elsewhere">
          Your trade-in valuations, compare list and enquiries are in <a href={MY_GARAGE_PATH}>My Garage</a>.
        </p>
      )}
    </div>
  );
}
