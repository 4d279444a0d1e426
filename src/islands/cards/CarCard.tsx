/**
 * A car card (CARD-01…03, CARD-05, CARD-07): image 600×400 at the widths and formats the
 * card's width needs (the first two on a page load eagerly with high priority, the rest
 * lazily), tag, name, key facts, price and the car's buttons. Rendered statically on pages
 * and inside the search island; all rules come from src/domain.
 */
import { cardTag, showsReservedLine } from '../../domain/card-tag.ts';
import { type CardCar, type CardSettings, cardButtons, cardFacts } from '../../domain/card.ts';
import { PLACEHOLDER_IMAGE } from '../../domain/media.ts';
import { priceLabel } from '../../domain/government-charges/price-basis.ts';
import { priceDisplay } from '../../domain/price-display.ts';
import { NO_IMAGE_CDN, responsiveImage } from '../../domain/responsive-image.ts';
import { Picture } from '../media/Picture.tsx';
import { PriceLine } from './PriceLine.tsx';

export type { CardSettings };

export function CarCard({
  car,
  settings,
  now,
  priority = false,
}: {
  car: CardCar;
  settings: CardSettings;
  now: Date;
  priority?: boolean;
}) {
  const tag = cardTag({ ...car, simple_fuel: car.fuel }, settings.vehicle, now);
  const display = priceDisplay(car, settings);
  const priceType = priceLabel(display, car.price_type, settings.vehicle.driveAway);
  const facts = cardFacts(car);
  const buttons = cardButtons(car, settings);
  return (
    <article className="car-card">
      <Picture
        image={responsiveImage(car.image ?? PLACEHOLDER_IMAGE, 'card', settings.media ?? NO_IMAGE_CDN)}
        alt={car.image ? car.name : ''}
        width={600}
        height={400}
        priority={priority ? 'high' : 'lazy'}
      />
      {tag && (
        <span className="tag" data-tone={tag.tone}>
          {tag.label}
        </span>
      )}
      <div className="body">
        <h3>
          <a href={car.path}>{car.name}</a>
        </h3>
        <p className="meta">{facts}</p>
        <PriceLine display={display} />
        {priceType && <p className="price-type">{priceType}</p>}
        {showsReservedLine(car, tag) && <p className="card-reserved">Reserved by another buyer</p>}
      </div>
      <ul className="card-actions">
        {buttons.map((button) => (
          <li key={button.kind}>
            <a
              className={button.kind === 'view-details' ? 'btn' : 'btn secondary'}
              href={button.href}
              aria-label={`${button.label}: ${car.name}`}
            >
              {button.label}
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
