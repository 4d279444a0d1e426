/**
 * The finance calculator on the vehicle page (FIN-01…FIN-06, FIN-08, FIN-09), hydrated
 * `client:visible` below the fold. Each input is a native range slider with a text box beside
 * it: the slider moves in steps, the box takes any typed value, applied on Enter or when it
 * loses focus (applyTypedInput: clamped per FIN-03, refused with 'Please enter a number.' when
 * not a number). The purchase price shows the FIN-03 help text at or beyond a bound, whichever
 * way it got there. The purchase price starts at the car's drive-away figure and says which
 * (COMP-06: the dealer's drive-away price, or the estimate with government charges). The result (FIN-04/FIN-05) is announced politely. The first use of a
 * slider (or its box) sends analytics event 26 once (FIN-06) to window.dataLayer. Then the
 * finance card (FIN-08, FinanceCard.tsx) and the disclaimer (FIN-09, FinanceDisclaimer.tsx).
 * All rules are in src/domain/finance.
 */
import { type CSSProperties, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import type { RepaymentFrequency } from '../../domain/finance/amortisation.ts';
import {
  applyTypedInput,
  type CalculatorField,
  type CalculatorState,
  calculatorRanges,
  defaultCalculatorState,
  purchasePriceHelp,
  repaymentDisplay,
  snapToStep,
} from '../../domain/finance/calculator.ts';
import { NOT_A_NUMBER_MESSAGE } from '../../domain/calculators/number-input.ts';
import { estimateBasisText, FINANCE_DISCLAIMER_ID, REPAYMENT_SOURCES } from '../../domain/finance/display.ts';
import { FinanceCard } from './FinanceCard.tsx';
import { FinanceDisclaimer } from './FinanceDisclaimer.tsx';
import {
  FIELD_VIEWS,
  type FieldView,
  FREQUENCY_OPTIONS,
  firstUseTracker,
  inputText,
  repaymentLabel,
  sliderValueText,
} from './finance-view.ts';
import type { FinanceCalculatorProps } from './props.ts';

export type { FinanceCalculatorProps } from './props.ts';

type Messages = Partial<Record<CalculatorField, string>>;
type Drafts = Partial<Record<CalculatorField, string>>;

export function FinanceCalculator({
  car,
  settings,
  lender,
  preferredDealership,
  quoteUrl,
  headingLevel = 3,
  preApprovalLink,
  disclaimerId = FINANCE_DISCLAIMER_ID,
}: FinanceCalculatorProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const ranges = calculatorRanges(settings.calculatorRange);
  const [state, setState] = useState<CalculatorState>(() =>
    defaultCalculatorState({ price: car.amount ?? car.price, lender }, settings),
  );
  // Messages from typed values (refused or clamped); the price's bound help is derived from the state.
  const [messages, setMessages] = useState<Messages>({});
  const [drafts, setDrafts] = useState<Drafts>({});
  const firstUse = useRef<(() => Promise<void>) | undefined>(undefined);
  const display = useMemo(
    () => repaymentDisplay(state, settings.establishmentFee),
    [state, settings.establishmentFee],
  );

  function used() {
    firstUse.current ??= firstUseTracker();
    void firstUse.current();
  }

  function slide(field: CalculatorField, raw: string) {
    const value = Number(raw);
    if (!Number.isFinite(value)) return;
    used();
    setState((previous) => ({ ...previous, [field]: snapToStep(field, value, ranges) }));
    setMessages((previous) => ({ ...previous, [field]: undefined }));
    setDrafts((previous) => ({ ...previous, [field]: undefined }));
  }

  function commit(field: CalculatorField) {
    const text = drafts[field];
    if (text === undefined) return;
    const result = applyTypedInput(state, field, text, ranges);
    if (result.state[field] !== state[field]) used();
    setState(result.state);
    // The price's help text follows its value (below); a refused price keeps its message.
    const message = field === 'purchasePrice' && result.state !== state ? undefined : result.message;
    setMessages((previous) => ({ ...previous, [field]: message }));
    setDrafts((previous) => ({ ...previous, [field]: undefined }));
  }

  function onKeyDown(field: CalculatorField, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(field);
    } else if (event.key === 'Escape' && drafts[field] !== undefined) {
      setDrafts((previous) => ({ ...previous, [field]: undefined }));
    }
  }

  function messageOf(field: CalculatorField): string | undefined {
    const own = messages[field];
    if (own) return own;
    return field === 'purchasePrice' ? purchasePriceHelp(state.purchasePrice, ranges) : undefined;
  }

  function renderField(view: FieldView) {
    const { field } = view;
    const range = ranges[field];
    const value = state[field];
    const labelId = `${id}-${field}-label`;
    const inputId = `${id}-${field}`;
    const messageId = `${id}-${field}-message`;
    const message = messageOf(field);
    const fill =
      range.max > range.min
        ? Math.min(100, Math.max(0, ((value - range.min) / (range.max - range.min)) * 100))
        : 0;
    return (
      <div className="calc-field" key={field}>
        <div className="calc-field__head">
          {/* Names the box (htmlFor) and the slider (aria-labelledby) alike. */}
          <label id={labelId} htmlFor={inputId}>
            {view.label}
          </label>
          <span className="calc-box">
            {view.prefix && <span aria-hidden="true">{view.prefix}</span>}
            <input
              id={inputId}
              type="text"
              inputMode={view.inputMode}
              autoComplete="off"
              aria-describedby={message ? messageId : undefined}
              aria-invalid={
                messages[field] === NOT_A_NUMBER_MESSAGE && drafts[field] === undefined ? true : undefined
              }
              value={drafts[field] ?? inputText(field, value)}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setDrafts((previous) => ({ ...previous, [field]: text }));
              }}
              onBlur={() => commit(field)}
              onKeyDown={(event) => onKeyDown(field, event)}
            />
            {view.suffix && <span aria-hidden="true">{view.suffix}</span>}
          </span>
        </div>
        <input
          type="range"
          className="calc-range"
          // Two decimals are finer than a pixel of any slider.
          style={{ '--fill': `${Math.round(fill * 100) / 100}%` } as CSSProperties}
          min={range.min}
          max={range.max}
          // FIN-03's own steps: 1 for the price, 0.5 for the others (dollars for deposit and residual).
          step={range.step}
          value={value}
          aria-labelledby={labelId}
          aria-valuetext={sliderValueText(field, value)}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => slide(field, event.currentTarget.value)}
        />
        {message && (
          <p className="calc-message" id={messageId} data-field={field}>
            {message}
          </p>
        )}
        {field === 'purchasePrice' && car.amountBasis && (
          <p className="calc-basis" data-testid="amount-basis">
            {car.amountBasis}
          </p>
        )}
      </div>
    );
  }

  return (
    <section className="calc finance-calc" aria-labelledby={`${id}-title`} data-testid="finance-calculator">
      <FinanceCard
        car={car}
        settings={settings}
        preferredDealership={preferredDealership}
        quoteUrl={quoteUrl}
        headingLevel={headingLevel}
        preApprovalLink={preApprovalLink}
      />
      <Heading id={`${id}-title`} className="calc-title">
        Finance calculator
      </Heading>
      <div className="calc-layout">
        <div className="calc-fields">
          {FIELD_VIEWS.map(renderField)}
          <fieldset className="calc-frequency">
            <legend>Repayment frequency</legend>
            <div className="calc-frequency__options">
              {FREQUENCY_OPTIONS.map((option) => (
                <label key={option.value}>
                  <input
                    type="radio"
                    name={`${id}-frequency`}
                    value={option.value}
                    checked={state.frequency === option.value}
                    onChange={() =>
                      setState((previous) => ({ ...previous, frequency: option.value as RepaymentFrequency }))
                    }
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div
          className="calc-result"
          role="status"
          aria-live="polite"
          aria-atomic="true"
          data-kind={display.kind}
        >
          <p className="calc-result__label">
            <span className="calc-result__source">{REPAYMENT_SOURCES.yourEstimate}</span>{' '}
            {repaymentLabel(display.frequency)}
          </p>
          <p className="calc-result__value" data-testid="repayment">
            {display.paymentText}
          </p>
          <p className="calc-result__basis" data-testid="estimate-basis">
            {estimateBasisText(state.interestRate, state.termYears)}
          </p>
          <dl className="calc-result__total">
            <dt>Total repayments</dt>
            <dd data-testid="total-repayments">{display.totalRepaymentsText}</dd>
          </dl>
        </div>
      </div>
      <FinanceDisclaimer
        lender={lender}
        estimate={{
          interestRate: state.interestRate,
          termYears: state.termYears,
          establishmentFee: settings.establishmentFee,
        }}
        id={disclaimerId}
      />
    </section>
  );
}
