/**
 * The finance card (FIN-08): 'Car Finance' with the 'Get Pre-Approved' link (financeCard). On
 * narrow screens (below 760px, by CSS, so server and browser render the same markup) it adds
 * the quote-request variant (FIN-10): the car's own lender quote when it has one, else — only
 * when shouldRequestQuote says so — a 'Get a personalised quote' form (self-assessed credit
 * score and term) that POSTs to /api/youx/quote. A failed call is ignored silently; an answer
 * shows the weekly amount, advertised and comparison rate, labelled as an estimate.
 */
import { type FormEvent, useId, useState } from 'react';
import { formatDollars } from '../../domain/format.ts';
import {
  financeCard,
  quoteRequestBody,
  quoteSourceLabel,
  shouldRequestQuote,
} from '../../domain/finance/display.ts';
import {
  CREDIT_SCORE_OPTIONS,
  type LenderQuote,
  QUOTE_TERM_YEARS,
  ratePercentText,
  readQuoteResponse,
} from './finance-view.ts';
import type { FinanceCalculatorProps } from './props.ts';

export const DEFAULT_QUOTE_URL = '/api/youx/quote';

type FinanceCardProps = Pick<
  FinanceCalculatorProps,
  'car' | 'settings' | 'preferredDealership' | 'quoteUrl' | 'headingLevel' | 'preApprovalLink'
>;

function QuoteFigures({ quote, source }: { quote: LenderQuote; source: 'car' | 'request' }) {
  return (
    <div className="quote-figures" data-testid="quote-figures" data-source={source}>
      <p className="quote-figures__badge">{quoteSourceLabel(source)}</p>
      <p className="quote-figures__weekly">
        <strong>{formatDollars(quote.weeklyRepaymentAmount)}</strong> per week
      </p>
      <dl className="quote-figures__rates">
        <dt>Advertised rate</dt>
        <dd>{ratePercentText(quote.advertisedRate)}</dd>
        <dt>Comparison rate*</dt>
        <dd>{ratePercentText(quote.comparisonRate)}</dd>
      </dl>
      <p className="quote-figures__note">
        {quote.disclaimer ?? 'Estimate only, not an offer of finance. Subject to a full credit assessment.'}
      </p>
    </div>
  );
}

export function FinanceCard({
  car,
  settings,
  preferredDealership,
  quoteUrl = DEFAULT_QUOTE_URL,
  headingLevel = 2,
  preApprovalLink,
}: FinanceCardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const Subheading = headingLevel === 2 ? 'h3' : headingLevel === 3 ? 'h4' : 'h5';
  const card = financeCard(car, { defaultLink: settings.defaultLink, preferredDealership });
  const link = preApprovalLink ?? { href: card.href };
  const requestable = shouldRequestQuote(car, settings);
  const [creditScore, setCreditScore] = useState('');
  const [termYears, setTermYears] = useState(5);
  const [sending, setSending] = useState(false);
  const [quote, setQuote] = useState<LenderQuote | undefined>(undefined);
  const [missingScore, setMissingScore] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!creditScore) {
      setMissingScore(true);
      return;
    }
    if (!requestable || sending) return;
    setSending(true);
    try {
      const response = await fetch(quoteUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(quoteRequestBody(car, { creditScore, termYears })),
      });
      const answer = response.ok ? readQuoteResponse(await response.json()) : undefined;
      if (answer) setQuote(answer);
    } catch {
      // FIN-10: a failed quote is ignored; the pre-approval link still works.
    } finally {
      setSending(false);
    }
  }

  const carQuote = car.youxQuote;
  return (
    <div className="fin-card" data-testid="finance-card">
      <div className="fin-card__main">
        <Heading className="fin-card__title">{card.title}</Heading>
        <a
          className="btn"
          href={link.href}
          data-lead={link.lead}
          data-subcategory={link.subcategory}
          data-target-href={link.pendingHref}
        >
          {card.buttonLabel}
        </a>
      </div>
      {(carQuote || requestable) && (
        <div className="fin-card__quote" data-testid="quote-variant">
          {carQuote ? (
            <QuoteFigures quote={carQuote} source="car" />
          ) : (
            <form className="quote-form" onSubmit={submit} noValidate aria-labelledby={`${id}-quote-title`}>
              <Subheading id={`${id}-quote-title`}>Get a personalised quote</Subheading>
              <label htmlFor={`${id}-score`}>Your credit score</label>
              <select
                id={`${id}-score`}
                value={creditScore}
                required
                aria-invalid={missingScore || undefined}
                aria-describedby={missingScore ? `${id}-score-message` : undefined}
                onChange={(event) => {
                  setCreditScore(event.currentTarget.value);
                  setMissingScore(false);
                }}
              >
                <option value="">Select…</option>
                {CREDIT_SCORE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {missingScore && (
                <p className="calc-message" id={`${id}-score-message`}>
                  Please choose your credit score.
                </p>
              )}
              <label htmlFor={`${id}-term`}>Loan term</label>
              <select
                id={`${id}-term`}
                value={termYears}
                onChange={(event) => setTermYears(Number(event.currentTarget.value))}
              >
                {QUOTE_TERM_YEARS.map((years) => (
                  <option key={years} value={years}>
                    {years} {years === 1 ? 'year' : 'years'}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                className="btn secondary"
                disabled={sending}
                aria-busy={sending || undefined}
              >
                {sending ? 'Getting your quote…' : 'Get my quote'}
              </button>
              <div aria-live="polite">{quote && <QuoteFigures quote={quote} source="request" />}</div>
            </form>
          )}
        </div>
      )}
    </div>
  );
}
