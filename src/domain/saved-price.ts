/** A saved car's price change since the shopper saved it (DEAL-04), as My Garage says it. Pure. */
import { formatDollars } from './format.ts';

export function savedPriceChange(savedPrice: number | null | undefined, price: number): string | undefined {
  if (
    savedPrice === null ||
    savedPrice === undefined ||
    savedPrice <= 0 ||
    price <= 0 ||
    savedPrice === price
  )
    return undefined;
  const difference = formatDollars(Math.abs(price - savedPrice));
  return price < savedPrice
    ? `Price down ${difference} since you saved it`
    : `Price up ${difference} since you saved it`;
}
