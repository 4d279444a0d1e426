/**
 * Report cards on the vehicle page (VDP-22).
 *
 * The AutoGrab report shows for used cars only, and only with data: the AutoGrab market
 * averages the feed delivers with the car (`autograb_data`: the national and the state
 * average market price). Without them there is nothing to report, so no card: a card that
 * only offered to send a report later would pretend.
 *
 * The Car Analysis plugin's download is a third-party PDF this platform has no source for:
 * `carAnalysisDownloadEligible` keeps its eligibility (spec-1 §9, the gauge's rule) for the
 * day a provider is wired, and the page shows no card until then.
 */
import type { Car } from '../../model/car.ts';
import { askingPrice, isGaugeEligible } from '../autogauge.ts';
import { formatDollars } from '../format.ts';
import { MIN_DISPLAY_PRICE } from '../price-display.ts';

export function showAutograbReport(car: Pick<Car, 'car_type'>): boolean {
  return car.car_type === 'used';
}

export function carAnalysisDownloadEligible(
  car: Pick<Car, 'id' | 'make' | 'model' | 'year' | 'km' | 'price' | 'status' | 'reserved' | 'offer_price'>,
): boolean {
  return isGaugeEligible(car);
}

export interface AutograbReportLine {
  label: string;
  value: string;
  /** How this car's asking price compares: "$1,200 below", "$300 above", "at the average". */
  comparison: string | undefined;
}

export interface AutograbReport {
  lines: AutograbReportLine[];
}

const positive = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;

function compare(price: number | undefined, average: number): string | undefined {
  if (price === undefined) return undefined;
  const difference = Math.round(average - price);
  if (difference === 0) return 'This car is at the average';
  return difference > 0
    ? `This car is ${formatDollars(difference)} below`
    : `This car is ${formatDollars(-difference)} above`;
}

/** The AutoGrab card of a used car with AutoGrab data, else undefined (no card). */
export function autograbReport(
  car: Pick<Car, 'car_type' | 'price' | 'offer_price' | 'autograb_data'> & { state?: string | undefined },
): AutograbReport | undefined {
  if (!showAutograbReport(car)) return undefined;
  const national = positive(car.autograb_data?.average_market_price);
  const state = positive(car.autograb_data?.state_average_market_price);
  if (national === undefined && state === undefined) return undefined;
  const asking = askingPrice(car);
  const price = asking > MIN_DISPLAY_PRICE ? asking : undefined;
  const lines: AutograbReportLine[] = [];
  if (national !== undefined)
    lines.push({
      label: 'Average market price, Australia',
      value: formatDollars(national),
      comparison: compare(price, national),
    });
  if (state !== undefined)
    lines.push({
      label: `Average market price${car.state ? `, ${car.state}` : ', in the state'}`,
      value: formatDollars(state),
      comparison: compare(price, state),
    });
  return { lines };
}
