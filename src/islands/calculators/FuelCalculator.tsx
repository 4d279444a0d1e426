/**
 * The fuel cost calculator (CALC-01): hidden (renders nothing) for electric cars; consumption
 * from the car's combined figure or 10 L/100 km; defaults $1.70 a litre and 250 km a week.
 * Each box is applied on Enter or when it loses focus (applyFuelInput): a refused value keeps
 * the previous one and shows the domain's message. Weekly, monthly and yearly cost are
 * announced politely. Rules: src/domain/calculators/fuel.ts.
 */
import { type KeyboardEvent, useId, useState } from 'react';
import {
  applyFuelInput,
  defaultFuelInputs,
  type FuelField,
  type FuelInputs,
  fuelConsumption,
  fuelCost,
  isFuelCalculatorShown,
} from '../../domain/calculators/fuel.ts';
import { costText, FUEL_FIELD_VIEWS, type FuelCalculatorProps, fuelInputText } from './fuel-view.ts';

export type { FuelCalculatorProps } from './fuel-view.ts';

export function FuelCalculator({ car, headingLevel = 3 }: FuelCalculatorProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const [inputs, setInputs] = useState<FuelInputs>(() => defaultFuelInputs(car));
  const [drafts, setDrafts] = useState<Partial<Record<FuelField, string>>>({});
  const [messages, setMessages] = useState<Partial<Record<FuelField, string>>>({});
  if (!isFuelCalculatorShown(car)) return null;
  const cost = fuelCost(inputs);
  const fromCar = fuelConsumption(car).source === 'car';

  function commit(field: FuelField) {
    const text = drafts[field];
    if (text === undefined) return;
    const result = applyFuelInput(inputs, field, text);
    setInputs(result.inputs);
    setMessages((previous) => ({ ...previous, [field]: result.message }));
    setDrafts((previous) => ({ ...previous, [field]: undefined }));
  }

  function onKeyDown(field: FuelField, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(field);
    }
  }

  return (
    <section className="calc fuel-calc" aria-labelledby={`${id}-title`} data-testid="fuel-calculator">
      <Heading id={`${id}-title`} className="calc-title">
        Fuel cost calculator
      </Heading>
      <div className="calc-layout">
        <div className="calc-fields">
          {FUEL_FIELD_VIEWS.map((view) => {
            const inputId = `${id}-${view.field}`;
            const messageId = `${inputId}-message`;
            const hintId = `${inputId}-hint`;
            const message = messages[view.field];
            const hint =
              view.field === 'litresPer100Km'
                ? fromCar
                  ? 'Combined figure for this vehicle.'
                  : 'Estimate: this vehicle has no published figure.'
                : undefined;
            const describedBy =
              [message ? messageId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
            return (
              <div className="calc-field" key={view.field}>
                <div className="calc-field__head">
                  <label htmlFor={inputId}>{view.label}</label>
                  <span className="calc-box">
                    {view.prefix && <span aria-hidden="true">{view.prefix}</span>}
                    <input
                      id={inputId}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      aria-describedby={describedBy}
                      aria-invalid={message ? true : undefined}
                      value={drafts[view.field] ?? fuelInputText(view.field, inputs[view.field])}
                      onChange={(event) => {
                        const text = event.currentTarget.value;
                        setDrafts((previous) => ({ ...previous, [view.field]: text }));
                      }}
                      onBlur={() => commit(view.field)}
                      onKeyDown={(event) => onKeyDown(view.field, event)}
                    />
                    <span className="calc-box__unit">{view.suffix}</span>
                  </span>
                </div>
                {hint && (
                  <p className="calc-hint" id={hintId}>
                    {hint}
                  </p>
                )}
                {message && (
                  <p className="calc-message" id={messageId}>
                    {message}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <div className="calc-result" role="status" aria-live="polite" aria-atomic="true">
          <p className="calc-result__label">Estimated fuel cost</p>
          <dl className="fuel-costs">
            <dt>Weekly</dt>
            <dd data-testid="fuel-weekly">{costText(cost.weekly)}</dd>
            <dt>Monthly</dt>
            <dd data-testid="fuel-monthly">{costText(cost.monthly)}</dd>
            <dt>Yearly</dt>
            <dd data-testid="fuel-yearly">{costText(cost.yearly)}</dd>
          </dl>
        </div>
      </div>
    </section>
  );
}
