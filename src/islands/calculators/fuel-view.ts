/**
 * Presentation helpers of the fuel calculator island (CALC-01): its props, field labels and
 * units, and money and input formats. Pure; the rules are src/domain/calculators/fuel.ts.
 */
import type { FuelField } from '../../domain/calculators/fuel.ts';

/** The car fields the fuel calculator reads. */
export interface FuelCarProps {
  simple_fuel?: string | undefined;
  fuel?: string | undefined;
  variant?: { fuelconsumptioncombined?: number | undefined } | undefined;
}

export interface FuelCalculatorProps {
  car: FuelCarProps;
  /** Level of the island's headings, to fit the page's outline (default 3: its place on the vehicle page, in an h2 section). */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** Only what the island reads of a car. */
export function fuelCalculatorProps(car: FuelCarProps): FuelCalculatorProps {
  const props: FuelCarProps = {};
  if (car.simple_fuel !== undefined) props.simple_fuel = car.simple_fuel;
  if (car.fuel !== undefined) props.fuel = car.fuel;
  const consumption = car.variant?.fuelconsumptioncombined;
  if (consumption !== undefined) props.variant = { fuelconsumptioncombined: consumption };
  return { car: props };
}

export interface FuelFieldView {
  field: FuelField;
  label: string;
  prefix?: string | undefined;
  suffix: string;
}

export const FUEL_FIELD_VIEWS: readonly FuelFieldView[] = [
  { field: 'pricePerLitre', label: 'Fuel price', prefix: '$', suffix: 'per litre' },
  { field: 'kmPerWeek', label: 'Distance', suffix: 'km per week' },
  { field: 'litresPer100Km', label: 'Fuel consumption', suffix: 'L/100 km' },
];

const money = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plain = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });
const litrePrice = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** '$21.25', '$1,105.00'. */
export function costText(value: number): string {
  return money.format(value);
}

/** A value as it sits in its box: '1.70', '250', '6.5'. */
export function fuelInputText(field: FuelField, value: number): string {
  return field === 'pricePerLitre' ? litrePrice.format(value) : plain.format(value);
}
