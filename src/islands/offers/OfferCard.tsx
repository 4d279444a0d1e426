/** A special offer (SRCH-28): image, categories, title, price, description, end date, terms and a link. */
import { type MediaSettings, responsiveImage } from '../../domain/responsive-image.ts';
import type { OfferEntry } from '../../search/directory/offers-search.ts';
import { Picture } from '../media/Picture.tsx';

export function OfferCard({
  offer,
  priority = false,
  media,
}: {
  offer: OfferEntry;
  priority?: boolean;
  media: MediaSettings;
}) {
  return (
    <article className="offer-card">
      {offer.image && (
        <Picture
          image={responsiveImage(offer.image, 'card', media)}
          alt=""
          width={600}
          height={400}
          priority={priority ? 'eager' : 'lazy'}
        />
      )}
      <div className="body">
        {offer.categories.length > 0 && (
          <ul className="offer-categories" aria-label="Categories">
            {offer.categories.map((category) => (
              <li key={category}>{category}</li>
            ))}
          </ul>
        )}
        <h3>{offer.title}</h3>
        {offer.priceLabel && <p className="price">{offer.priceLabel}</p>}
        {offer.description && <p className="offer-description">{offer.description}</p>}
        {offer.endsLabel && <p className="offer-ends">{offer.endsLabel}</p>}
        {offer.terms && (
          <details className="offer-terms">
            <summary>Terms and conditions</summary>
            <p>{offer.terms}</p>
          </details>
        )}
        {offer.url && (
          <a className="btn offer-cta" href={offer.url}>
            View offer<span className="visually-hidden">: {offer.title}</span>
          </a>
        )}
      </div>
    </article>
  );
}
