/**
 * What a car's advertised price includes, and its drive-away figure (COMP-02, COMP-06): a
 * price the dealer gives as drive-away is the drive-away price and is not estimated again; a
 * price that excludes government charges (price_type 'Excl. Govt. Charges'), or whose type the
 * feed does not give, gets the estimated drive-away price for the selling location's state.
 * The tenant may say what its prices include when the feed is silent
 * (vehicle.driveAway.priceTypeWhenUnknown); unset, the price is never called drive-away. Pure.
 */
import type { Car } from '../../model/car.ts';
import { isElectric } from '../calculators/fuel.ts';
import { COMMERCIAL_BODY, sellingState } from '../vehicle/statutory-warranty.ts';
import {
  type ChargeFacts,
  cannot,
  type DriveAwayEstimate,
  estimateDriveAway,
  auStateOf,
} from './drive-away.ts';
import { type DriveAwaySettings, priceBasis, priceBasisLabel } from './price-basis.ts';
import type { Powertrain } from './types.ts';

export type { DriveAwaySettings } from './price-basis.ts';

const HYBRID = /hybrid|phev|plug[\s-]?in|(?:petrol|diesel)\s*\/\s*electric/i;

function powertrainOf(car: Pick<Car, 'simple_fuel' | 'fuel'>): Powertrain | undefined {
  if (isElectric(car)) return 'electric';
  const text = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`.trim();
  if (!text) return undefined;
  return HYBRID.test(text) ? 'hybrid' : 'combustion';
}

type ChargedCar = Pick<
  Car,
  | 'location'
  | 'state'
  | 'car_type'
  | 'item_type'
  | 'simple_body'
  | 'bodyconfiguration'
  | 'simple_fuel'
  | 'fuel'
  | 'variant'
>;

/** The facts of a car the charges depend on, for the price `price` (undefined: none). */
export function carChargeFacts(car: ChargedCar, price: number | undefined): ChargeFacts {
  const body = car.simple_body ?? car.bodyconfiguration;
  return {
    state: sellingState(car),
    price,
    // A dealer's demonstrator may be registered as new or transferred as used.
    condition: car.car_type === 'new' ? 'new' : car.car_type === 'used' ? 'used' : undefined,
    use: body !== undefined && COMMERCIAL_BODY.test(body) ? 'commercial' : 'passenger',
    powertrain: powertrainOf(car),
    cylinders: car.variant?.cylinders,
  };
}

export type CarDriveAway =
  | { basis: 'drive-away'; label: string }
  | { basis: 'excludes-charges' | 'unstated'; label: string; estimate: DriveAwayEstimate };

/**
 * The drive-away answer for a car at the price shown (`price`, in dollars): the dealer's
 * drive-away price, or the estimate beside a price that excludes the charges.
 */
export function carDriveAway(
  car: ChargedCar & Pick<Car, 'price_type'>,
  price: number,
  settings: DriveAwaySettings,
): CarDriveAway {
  const basis = priceBasis(car.price_type, settings);
  const label = priceBasisLabel(car.price_type, basis);
  if (basis === 'drive-away') return { basis, label };
  if (car.item_type !== 'car')
    return {
      basis,
      label,
      estimate: cannot(
        auStateOf(sellingState(car)),
        'vehicle-kind-unsupported',
        `Government charges are estimated for cars only; ask us for this ${car.item_type}'s drive-away price.`,
      ),
    };
  return {
    basis,
    label,
    estimate: estimateDriveAway(carChargeFacts(car, price), { dealerCharge: settings.dealerDeliveryCharge }),
  };
}

/** The drive-away figure when there is one: the dealer's price, or the estimated total. */
export function driveAwayAmount(answer: CarDriveAway, price: number): number | undefined {
  if (answer.basis === 'drive-away') return price;
  return answer.estimate.kind === 'estimate' ? answer.estimate.total : undefined;
}
