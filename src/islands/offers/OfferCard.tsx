/** A special offer (SRCH-28): image, categories, title, price, description, end date, terms and a link. */
import type { OfferEntry } from '../../search/directory/offers-search.ts';

export function OfferCard({ offer, priority = false }: { offer: OfferEntry; priority?: boolean }) {
  return (
    <article className="offer-card">
      {offer.image && (
        <img
          src={offer.image}
          alt=""
          width={600}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
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
