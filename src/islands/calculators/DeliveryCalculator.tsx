/**
 * The delivery cost calculator (CALC-02, CALC-03). A postcode box of at most 4 characters
 * (numeric keyboard, no thousands separator); on submit the text is checked (empty, not 4
 * digits), then the site's postcode file (and its delivery file, when the rules are not in the
 * props) is fetched once (lazily, on the first valid submit), the place looked up ('Invalid
 * postcode' when unknown) and priced from the tenant's regions or distance bands to the
 * nearest sales location; no match gives the enquiry message. The result shows the price and
 * the region name. Rules: src/domain/calculators/delivery.ts.
 */
import { type FormEvent, useId, useState } from 'react';
import {
  checkPostcode,
  type DeliveryEstimate,
  estimateDelivery,
  limitPostcodeInput,
  POSTCODE_MAX_LENGTH,
} from '../../domain/calculators/delivery.ts';
import {
  type DeliveryCalculatorProps,
  deliveryPriceText,
  deliveryRulesOf,
  loadPostcodeLookup,
  POSTCODES_UNAVAILABLE,
} from './delivery-view.ts';

export type { DeliveryCalculatorProps } from './delivery-view.ts';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'estimate'; estimate: DeliveryEstimate }
  | { kind: 'unavailable' };

export function DeliveryCalculator(props: DeliveryCalculatorProps) {
  const { postcodesUrl, headingLevel = 3 } = props;
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const [postcode, setPostcode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = postcode;
    // Text that is not a postcode needs no data.
    const checked = checkPostcode(text);
    if (!checked.ok) {
      setOutcome({ kind: 'estimate', estimate: { status: 'invalid', message: checked.message } });
      return;
    }
    setOutcome({ kind: 'loading' });
    try {
      const [lookup, rules] = await Promise.all([loadPostcodeLookup(postcodesUrl), deliveryRulesOf(props)]);
      setOutcome({
        kind: 'estimate',
        estimate: estimateDelivery(text, { lookup, origins: rules.origins, pricing: rules.pricing }),
      });
    } catch (error) {
      console.error('The delivery calculator could not load postcodes or its delivery rules', error);
      setOutcome({ kind: 'unavailable' });
    }
  }

  const estimate = outcome.kind === 'estimate' ? outcome.estimate : undefined;
  const invalid =
    estimate !== undefined && (estimate.status === 'invalid' || estimate.status === 'not-found');
  const messageId = `${id}-message`;
  return (
    <section className="calc delivery-calc" aria-labelledby={`${id}-title`} data-testid="delivery-calculator">
      <Heading id={`${id}-title`} className="calc-title">
        Delivery cost calculator
      </Heading>
      <form className="delivery-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-postcode`}>Your postcode</label>
        <div className="delivery-form__row">
          <input
            id={`${id}-postcode`}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={POSTCODE_MAX_LENGTH}
            size={6}
            value={postcode}
            aria-invalid={invalid || undefined}
            aria-describedby={estimate && estimate.status !== 'quoted' ? messageId : undefined}
            onChange={(event) => setPostcode(limitPostcodeInput(event.currentTarget.value))}
          />
          <button type="submit" className="btn" disabled={outcome.kind === 'loading'}>
            Calculate
          </button>
        </div>
      </form>
      <div
        className="delivery-result"
        role="status"
        aria-live="polite"
        data-testid="delivery-result"
        data-status={estimate?.status ?? outcome.kind}
      >
        {outcome.kind === 'loading' && <p>Checking your postcode…</p>}
        {outcome.kind === 'unavailable' && (
          <p className="calc-message" id={messageId}>
            {POSTCODES_UNAVAILABLE}
          </p>
        )}
        {estimate && estimate.status !== 'quoted' && (
          <p className={estimate.status === 'no-estimate' ? 'delivery-note' : 'calc-message'} id={messageId}>
            {estimate.message}
          </p>
        )}
        {estimate?.status === 'quoted' && (
          <div className="delivery-quote">
            <p className="delivery-quote__price" data-testid="delivery-price">
              {deliveryPriceText(estimate.price)}
            </p>
            <p className="delivery-quote__region" data-testid="delivery-region">
              {estimate.regionName}
            </p>
            <p className="delivery-quote__place">
              Delivery to {estimate.place.locality} {estimate.place.state} {estimate.place.postcode}
              {estimate.origin &&
                estimate.distanceKm !== undefined &&
                `, about ${Math.round(estimate.distanceKm).toLocaleString('en-AU')} km from ${estimate.origin.name}`}
              . Estimate only; we confirm the price with you.
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
