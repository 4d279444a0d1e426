/** The journey's building blocks (DEAL-03): a choice of cards, the car, and the deal's lines. */
import type { ReactNode } from 'react';
import { formatDollars } from '../../domain/format.ts';
import { type MediaSettings, NO_IMAGE_CDN, responsiveImage } from '../../domain/responsive-image.ts';
import { checkoutFacts } from '../../domain/vehicle/reserve.ts';
import type { DealCar } from '../../lib/api-client.ts';
import { Picture } from '../media/Picture.tsx';

export interface Choice {
  value: string;
  label: string;
  hint?: ReactNode;
}

/** A radio group drawn as cards; the error is announced with the group. */
export function ChoiceCards({
  formId,
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  formId: string;
  name: string;
  legend: string;
  options: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const errorId = `${formId}-${name}-error`;
  return (
    <fieldset
      className="lead-field lead-field-wide instant-offer-choice deal-choice"
      id={`${formId}-${name}`}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <div className="lead-check" key={option.value}>
          <input
            id={`${formId}-${name}-${index}`}
            type="radio"
            name={`${formId}-${name}`}
            value={option.value}
            checked={value === option.value}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${formId}-${name}-${index}`}>
            <span className="deal-choice-label">{option.label}</span>
            {option.hint && <span className="deal-choice-hint">{option.hint}</span>}
          </label>
        </div>
      ))}
      {error && (
        <p className="lead-field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The car being bought; media: the image CDN's settings, absent without one. */
export function DealCarCard({ car, media }: { car: DealCar; media?: MediaSettings | undefined }) {
  return (
    <div className="deal-car">
      {car.image && (
        <Picture
          image={responsiveImage(car.image, 'card', media ?? NO_IMAGE_CDN)}
          alt=""
          width={600}
          height={400}
          priority="eager"
        />
      )}
      <div>
        <p className="deal-car-name">
          <a href={car.path}>{car.name}</a>
        </p>
        <p className="deal-car-price">
          {formatDollars(car.price)}{' '}
          <span className="deal-car-price-type">
            {car.drive_away ? 'drive away' : 'excl. government charges'}
          </span>
        </p>
        <p className="deal-car-facts">
          {checkoutFacts({ car_type: car.car_type, km: car.km, stocknum: car.stock_number })}
        </p>
      </div>
    </div>
  );
}

/** The deal as a table of labelled amounts; totals are bold. */
export function DealLines({ lines, caption }: { lines: readonly [string, string][]; caption: string }) {
  return (
    <table className="deal-lines">
      <caption>{caption}</caption>
      <tbody>
        {lines.map(([label, value]) => (
          <tr
            key={label}
            className={/total|^Balance|Amount to finance|Weekly/i.test(label) ? 'deal-line-total' : undefined}
          >
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
