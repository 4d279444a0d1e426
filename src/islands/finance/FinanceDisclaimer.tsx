/**
 * The finance disclaimer (FIN-09): collapsed to 197 characters with 'Show more' / 'Show less',
 * and, when the lender has its own text, a toggle between the standard and the lender's
 * disclaimer (disclaimerView). The standard text states the calculator's estimate at the rate and
 * term the shopper set, then the lender's offer (financeDisclaimer). The whole text(s) are in the markup too
 * (.finance-disclaimer__all), for pages that show them instead of the toggles: the vehicle
 * page does without JavaScript (src/styles/vehicle.css); hidden otherwise. `id` names the
 * block for footnote links (#financeDisclaimer on the vehicle page).
 */
import { useId, useState } from 'react';
import { disclaimerView } from '../../domain/finance/display.ts';
import { type EstimateBasis, financeDisclaimer } from '../../domain/finance/rate-statements.ts';
import type { FinanceLenderProps } from './props.ts';

export function FinanceDisclaimer({
  lender,
  estimate,
  id: anchorId,
}: {
  lender?: FinanceLenderProps | undefined;
  /** What the calculator's repayment is worked out at, as the shopper has set it (FIN-09). */
  estimate: EstimateBasis;
  id?: string | undefined;
}) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [showLender, setShowLender] = useState(false);
  const standardText = financeDisclaimer({ estimate, lender });
  const lenderText = lender?.disclaimer?.trim() || undefined;
  const view = disclaimerView({ standardText, lenderText, showLender, expanded });
  const needsAll =
    lenderText !== undefined ||
    disclaimerView({ standardText, showLender: false, expanded: false }).truncated;
  return (
    <div className="finance-disclaimer" id={anchorId} data-source={view.source}>
      <p className="finance-disclaimer__text" id={`${id}-text`} data-testid="finance-disclaimer">
        {view.text}
      </p>
      <div className="finance-disclaimer__toggles">
        {view.toggleLabel && (
          <button
            type="button"
            className="calc-link"
            aria-expanded={expanded}
            aria-controls={`${id}-text`}
            onClick={() => setExpanded(!expanded)}
          >
            {view.toggleLabel}
          </button>
        )}
        {view.swapLabel && (
          <button
            type="button"
            className="calc-link"
            aria-controls={`${id}-text`}
            onClick={() => {
              setShowLender(!showLender);
              setExpanded(false);
            }}
          >
            {view.swapLabel}
          </button>
        )}
      </div>
      {needsAll && (
        <div className="finance-disclaimer__all" data-testid="finance-disclaimer-all">
          <p>{standardText}</p>
          {lenderText && (
            <>
              <p className="finance-disclaimer__label">Lender disclaimer</p>
              <p>{lenderText}</p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
