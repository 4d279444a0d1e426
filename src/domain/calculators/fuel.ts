/**
 * Fuel cost calculator on the vehicle page (CALC-01; spec-1 §5 "Vehicle page display rules",
 * §9 "Calculators"). Pure.
 *
 * - Hidden for electric cars (`isFuelCalculatorShown`).
 * - Consumption: the variant's combined figure (L/100 km) when above 0, else 10 L/100 km.
 * - Defaults: fuel 1.70 $/L, 250 km a week.
 * - Cost: weekly = km per week ÷ 100 × L/100 km × $/L; yearly = weekly × 52; monthly =
 *   yearly ÷ 12 (a calendar month, not four weeks). Each is rounded to the cent.
 * - Typed inputs (`applyFuelInput`) must be numbers within FUEL_INPUT_RANGES; otherwise the
 *   previous value stays and a message says why.
 */
import type { Car } from '../../model/car.ts';
import { NOT_A_NUMBER_MESSAGE, parseNumberInput } from './number-input.ts';

/** spec-1 §9. */
export const FUEL_DEFAULTS = { pricePerLitre: 1.7, kmPerWeek: 250 } as const;
/** Used when the car has no combined consumption (spec-1 §5). */
export const FALLBACK_CONSUMPTION_L_PER_100KM = 10;
export const WEEKS_PER_YEAR = 52;
export const MONTHS_PER_YEAR = 12;

export interface FuelInputs {
  /** Dollars per litre. */
  pricePerLitre: number;
  kmPerWeek: number;
  /** Litres per 100 km. */
  litresPer100Km: number;
}
export type FuelField = keyof FuelInputs;

/**
 * What each input accepts (not given by the spec; chosen to refuse typos, not real cars):
 * fuel above 0 up to $10/L, 0 to 10,000 km a week, consumption above 0 up to 50 L/100 km.
 */
export const FUEL_INPUT_RANGES: Readonly<
  Record<FuelField, { min: number; max: number; minExclusive: boolean; label: string }>
> = {
  pricePerLitre: { min: 0, max: 10, minExclusive: true, label: 'Fuel price' },
  kmPerWeek: { min: 0, max: 10_000, minExclusive: false, label: 'Distance' },
  litresPer100Km: { min: 0, max: 50, minExclusive: true, label: 'Fuel consumption' },
};

export interface FuelCost {
  weekly: number;
  monthly: number;
  yearly: number;
}

type FuelledCar = Pick<Car, 'simple_fuel' | 'fuel' | 'variant'>;

const ELECTRIC = /^(battery\s+)?electric(\s+vehicle)?$|^(bev|ev)$/i;

/**
 * Electric cars: simple_fuel "Electric" (any case); without simple_fuel, a fuel text that is
 * only electric ("Electric", "Battery Electric", "EV"). Hybrids ("Hybrid", "Petrol/Electric")
 * burn fuel and are not electric.
 */
export function isElectric(car: Pick<Car, 'simple_fuel' | 'fuel'>): boolean {
  const simple = car.simple_fuel?.trim();
  if (simple) return simple.toLowerCase() === 'electric';
  return ELECTRIC.test(car.fuel?.trim() ?? '');
}

/** The fuel calculator is hidden for electric fuel (CALC-01). */
export function isFuelCalculatorShown(car: Pick<Car, 'simple_fuel' | 'fuel'>): boolean {
  return !isElectric(car);
}

/** Combined consumption in L/100 km, or the 10 L/100 km fallback when absent or not above 0. */
export function fuelConsumption(car: Pick<Car, 'variant'>): {
  litresPer100Km: number;
  source: 'car' | 'fallback';
} {
  const combined = car.variant?.fuelconsumptioncombined;
  if (combined !== undefined && Number.isFinite(combined) && combined > 0)
    return { litresPer100Km: combined, source: 'car' };
  return { litresPer100Km: FALLBACK_CONSUMPTION_L_PER_100KM, source: 'fallback' };
}

/** Starting inputs for a car: the defaults and its consumption. */
export function defaultFuelInputs(car: FuelledCar): FuelInputs {
  return { ...FUEL_DEFAULTS, litresPer100Km: fuelConsumption(car).litresPer100Km };
}

/** Why a value is not accepted for the field, or undefined when it is. */
export function fuelInputError(field: FuelField, value: number): string | undefined {
  const range = FUEL_INPUT_RANGES[field];
  const tooLow = range.minExclusive ? value <= range.min : value < range.min;
  if (!Number.isFinite(value) || tooLow || value > range.max) {
    return `${range.label} must be ${range.minExclusive ? 'more than' : 'at least'} ${range.min} and at most ${range.max.toLocaleString('en-AU')}.`;
  }
  return undefined;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Weekly, monthly and yearly fuel cost in dollars, rounded to the cent. Throws a RangeError for inputs outside FUEL_INPUT_RANGES. */
export function fuelCost(inputs: FuelInputs): FuelCost {
  for (const field of Object.keys(FUEL_INPUT_RANGES) as FuelField[]) {
    const error = fuelInputError(field, inputs[field]);
    if (error) throw new RangeError(error);
  }
  const weekly = (inputs.kmPerWeek / 100) * inputs.litresPer100Km * inputs.pricePerLitre;
  const yearly = weekly * WEEKS_PER_YEAR;
  return { weekly: cents(weekly), monthly: cents(yearly / MONTHS_PER_YEAR), yearly: cents(yearly) };
}

/** Applies typed text to one input: a refused or out-of-range value keeps the previous inputs and says why. */
export function applyFuelInput(
  inputs: FuelInputs,
  field: FuelField,
  text: string,
): { inputs: FuelInputs; message: string | undefined } {
  const parsed = parseNumberInput(text);
  if (!parsed.ok) return { inputs, message: NOT_A_NUMBER_MESSAGE };
  const error = fuelInputError(field, parsed.value);
  if (error) return { inputs, message: error };
  return { inputs: { ...inputs, [field]: parsed.value }, message: undefined };
}
