/**
 * The finance disclaimer (FIN-09): collapsed to 197 characters with 'Show more' / 'Show less',
 * and, when the lender has its own text, a toggle between the standard and the lender's
 * disclaimer (disclaimerView, standardDisclaimer).
 */
import { useId, useState } from 'react';
import { disclaimerView, standardDisclaimer } from '../../domain/finance/display.ts';
import type { FinanceLenderProps } from './props.ts';

export function FinanceDisclaimer({ lender }: { lender?: FinanceLenderProps | undefined }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [showLender, setShowLender] = useState(false);
  const view = disclaimerView({ standardText: standardDisclaimer(lender), lenderText: lender?.disclaimer, showLender, expanded });
  return (
    <div className="finance-disclaimer" data-source={view.source}>
      <p id={`${id}-text`} data-testid="finance-disclaimer">
        {view.text}
      </p>
      <div className="finance-disclaimer__toggles">
        {view.toggleLabel && (
          <button type="button" className="calc-link" aria-expanded={expanded} aria-controls={`${id}-text`} onClick={() => setExpanded(!expanded)}>
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
    </div>
  );
}
