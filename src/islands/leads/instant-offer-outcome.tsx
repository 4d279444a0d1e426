/**
 * What the instant-offer wizard ends with (LEAD-14): the dealer's offer, valid 7 days, with what
 * it was worked from; or, where the dealer makes no instant offer for this car, the buying
 * team's call, with no number. Either way the lead has been sent. Only renders.
 */
import { formatCalendarDay, formatDollars } from '../../domain/format.ts';
import type { ShopperValuation } from '../../domain/valuation.ts';
import type { InstantOfferConfig } from './instant-offer-config.ts';

const BASIS_TEXT = {
  retail: 'what cars like yours are advertised for',
  trade: 'the trade value of cars like yours',
} as const;

export function OfferPanel({
  vehicle,
  valuation,
  validUntil,
  config,
}: {
  vehicle: string;
  valuation: ShopperValuation;
  validUntil: string;
  config: InstantOfferConfig;
}) {
  if (valuation.outcome === 'call') {
    return (
      <div className="instant-offer-result instant-offer-call-back">
        <p className="instant-offer-vehicle">{vehicle}</p>
        <p>{valuation.message}</p>
        <p>
          We have your details, and our buying team will call you
          {config.phone && <> from {config.phone}</>}, usually within one business day.
        </p>
      </div>
    );
  }
  return (
    <div className="instant-offer-result">
      <p className="instant-offer-vehicle">{vehicle}</p>
      <p className="instant-offer-price">
        <span>Our offer</span>
        <strong>{formatDollars(valuation.offer_price)}</strong>
      </p>
      {valuation.basis && (
        <p>Worked out from {BASIS_TEXT[valuation.basis]}, adjusted for your kilometres and condition.</p>
      )}
      <p>
        Valid until <strong>{formatCalendarDay(validUntil)}</strong>, subject to an inspection of your car.
      </p>
      <p className="instant-offer-disclaimer">
        <a href={config.valuationTermsHref}>Valuation terms and conditions</a>
      </p>
    </div>
  );
}
