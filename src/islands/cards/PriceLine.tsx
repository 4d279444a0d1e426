/** The price as CARD-02 orders it: subscription, reduced (with the was-price struck), normal, PREORDER or the no-price text. */
import { formatDollars } from '../../domain/format.ts';
import { type PriceDisplay, priceText, SUBSCRIPTION_UNIT } from '../../domain/price-display.ts';

export function PriceLine({ display }: { display: PriceDisplay }) {
  return (
    <p className="price">
      {display.kind === 'subscription' && (
        <>
          {formatDollars(display.amount)}
          <span className="unit">{SUBSCRIPTION_UNIT}</span>
        </>
      )}
      {display.kind === 'price' && (
        <>
          {formatDollars(display.amount)}
          {display.was !== undefined && (
            <s>
              <span className="visually-hidden">was </span>
              {formatDollars(display.was)}
            </s>
          )}
        </>
      )}
      {(display.kind === 'preorder' || display.kind === 'no-price') && priceText(display)}
    </p>
  );
}
