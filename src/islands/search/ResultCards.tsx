/**
 * The card grid of one results page: sold runs collapsed (`collapseSold`, SRCH-22), promos
 * placed and interleaved (`placePromos`, `interleavePromos`, SRCH-09), and the 'We Want
 * Your Car!' card when only used cars are filtered (`showWeWantYourCar`, SRCH-10). Only the
 * first two images load eagerly with high priority (CARD-05).
 */
import { useEffect, useState } from 'react';
import { cardFromDocument } from '../../search/card-document.ts';
import { interleavePromos, placePromos } from '../../domain/search/promos.ts';
import { collapseSold } from '../../domain/search/sold-collapse.ts';
import { showWeWantYourCar, WE_WANT_YOUR_CAR_CARD } from '../../domain/search/we-want-your-car.ts';
import type { SearchDocument } from '../../search/document.ts';
import { type MediaSettings, NO_IMAGE_CDN, responsiveImage } from '../../domain/responsive-image.ts';
import { CarCard } from '../cards/CarCard.tsx';
import { Picture } from '../media/Picture.tsx';
import type { SearchPageConfig, SearchPromo } from './types.ts';

/** The 'We Want Your Car!' card comes after this many entries (or last on a shorter page). */
const TRADE_IN_CARD_AFTER = 6;
/** CARD-05: the first two images of the page are prioritised. */
const PRIORITY_IMAGES = 2;

type Entry =
  | { kind: 'car'; car: SearchDocument }
  | { kind: 'sold-group'; cars: SearchDocument[] }
  | { kind: 'promo'; promo: SearchPromo }
  | { kind: 'trade-in' };

/**
 * "Now" for promo dates and card tags, and the random promo shift: the build's instant and
 * no shift while prerendering and hydrating (so the markup matches), then the real clock
 * and one random draw per page view.
 */
function useClientMoment(config: SearchPageConfig) {
  const [moment, setMoment] = useState(() => ({ now: new Date(config.builtAt), random: 0 }));
  useEffect(() => setMoment({ now: new Date(), random: Math.random() }), []);
  return moment;
}

export function ResultCards({
  hits,
  carTypes,
  config,
}: {
  hits: SearchDocument[];
  carTypes: readonly string[];
  config: SearchPageConfig;
}) {
  const { now, random } = useClientMoment(config);
  const [openGroups, setOpenGroups] = useState<string[]>([]);
  const placements = placePromos(config.promos, {
    now,
    carTypes,
    defaultPositions: config.promoPositions,
    randomOffset: config.promoRandomOffset,
    random: () => random,
  });
  const entries: Entry[] = interleavePromos(collapseSold(hits), placements);
  if (showWeWantYourCar(carTypes) && entries.length > 0)
    entries.splice(Math.min(TRADE_IN_CARD_AFTER, entries.length), 0, { kind: 'trade-in' });

  let images = 0;
  const priority = (image: string | undefined) =>
    image !== undefined && image !== '' && images++ < PRIORITY_IMAGES;
  const card = (car: SearchDocument) => {
    const display = cardFromDocument(car);
    return <CarCard car={display} settings={config.card} now={now} priority={priority(display.image)} />;
  };

  return (
    <ul className={`card-grid cols-${config.gridColumns}`}>
      {entries.map((entry) => {
        if (entry.kind === 'car') return <li key={entry.car.id}>{card(entry.car)}</li>;
        if (entry.kind === 'promo')
          return (
            <PromoCard
              key={`promo-${entry.promo.id}`}
              promo={entry.promo}
              media={config.card.media ?? NO_IMAGE_CDN}
            />
          );
        if (entry.kind === 'trade-in') return <TradeInCard key="trade-in" />;
        const [first, ...rest] = entry.cars as [SearchDocument, ...SearchDocument[]];
        const open = openGroups.includes(first.id);
        const toggle = () =>
          setOpenGroups(open ? openGroups.filter((id) => id !== first.id) : [...openGroups, first.id]);
        return [
          <li key={first.id} className="sold-group">
            {card(first)}
            <button type="button" className="sold-toggle" aria-expanded={open} onClick={toggle}>
              {open
                ? `Hide ${rest.length} sold ${rest.length === 1 ? 'vehicle' : 'vehicles'}`
                : `${rest.length} more sold ${rest.length === 1 ? 'vehicle' : 'vehicles'}`}
            </button>
          </li>,
          ...(open ? rest.map((car) => <li key={car.id}>{card(car)}</li>) : []),
        ];
      })}
    </ul>
  );
}

function PromoCard({ promo, media }: { promo: SearchPromo; media: MediaSettings }) {
  return (
    <li>
      <article className="promo-card">
        {promo.image && (
          <Picture image={responsiveImage(promo.image, 'card', media)} alt="" width={600} height={400} />
        )}
        <div className="body">
          <p className="eyebrow">Special offer</p>
          <h3>{promo.url ? <a href={promo.url}>{promo.title}</a> : promo.title}</h3>
          {promo.description && <p>{promo.description}</p>}
        </div>
      </article>
    </li>
  );
}

function TradeInCard() {
  return (
    <li>
      <article className="trade-in-card">
        <div className="body">
          <h3>
            <a href={WE_WANT_YOUR_CAR_CARD.href}>{WE_WANT_YOUR_CAR_CARD.title}</a>
          </h3>
          <p>{WE_WANT_YOUR_CAR_CARD.body}</p>
          <span className="btn secondary" aria-hidden="true">
            Value my car
          </span>
        </div>
      </article>
    </li>
  );
}
