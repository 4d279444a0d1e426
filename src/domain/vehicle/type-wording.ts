/**
 * The words of the vehicle page and cards that name what kind of vehicle it is: a site that
 * sells caravans and motorcycles must not offer "Car Finance" or "Book a Test Drive" on a
 * caravan. The kind comes from the car's item_type, the feed's vocabulary (vehicleTypeName).
 */
import type { Car } from '../../model/car.ts';
import { vehicleTypeName } from './similar-title.ts';

type ItemType = Car['item_type'] | undefined;

/** A car is test-driven, a motorcycle test-ridden; a caravan is towed, so it is viewed. */
export function testDriveLabel(itemType: ItemType): string {
  if (itemType === 'motorcycle') return 'Book a Test Ride';
  if (itemType === 'caravan') return 'Book a Viewing';
  return 'Book a Test Drive';
}

/** 'Car Finance', 'Caravan Finance', 'Motorcycle Finance' (FIN-08's card title). */
export function financeTitle(itemType: ItemType): string {
  return `${vehicleTypeName(itemType)} Finance`;
}

/** 'Used Car Checks', 'Used Caravan Checks'… (VDP-06's heading). */
export function usedChecksTitle(itemType: ItemType): string {
  return `Used ${vehicleTypeName(itemType)} Checks`;
}

/** 'Enquire About This Car', 'Enquire About This Motorcycle'… */
export function enquireTitle(itemType: ItemType): string {
  return `Enquire About This ${vehicleTypeName(itemType)}`;
}

/** 'Reserve This Car', 'Reserve This Caravan'… */
export function reserveTitle(itemType: ItemType): string {
  return `Reserve This ${vehicleTypeName(itemType)}`;
}
