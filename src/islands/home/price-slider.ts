/**
 * The home page's price slider (MOD-05): keeps the two handles from crossing (movePriceHandle),
 * shows the chosen amounts, and sends the button to the results page through the search URL
 * rules (priceSearchUrl), so the range and the sort read as they do everywhere else.
 */
import { formatDollars } from '../../domain/format.ts';
import {
  movePriceHandle,
  PRICE_SEARCH_BOUNDS,
  type PricePair,
  priceSearchUrl,
} from '../../domain/search/price-search.ts';

export function startPriceSearch(form: HTMLFormElement): void {
  const min = form.querySelector<HTMLInputElement>('[data-price-handle="min"]');
  const max = form.querySelector<HTMLInputElement>('[data-price-handle="max"]');
  const fill = form.querySelector<HTMLElement>('[data-price-fill]');
  if (!min || !max) return;
  const { min: floor, max: ceiling } = PRICE_SEARCH_BOUNDS;
  const percent = (value: number) => ((value - floor) / (ceiling - floor)) * 100;
  let pair: PricePair = movePriceHandle([floor, ceiling], 'min', Number(min.value));
  pair = movePriceHandle(pair, 'max', Number(max.value));

  const show = () => {
    const [low, high] = pair;
    for (const [input, value, which] of [
      [min, low, 'min'],
      [max, high, 'max'],
    ] as const) {
      input.value = String(value);
      input.setAttribute('aria-valuetext', formatDollars(value));
      const output = form.querySelector(`[data-price-output="${which}"]`);
      if (output) output.textContent = formatDollars(value);
    }
    // The lower handle comes on top in the upper half of the track, so two handles meeting at the top end stay reachable.
    min.style.zIndex = percent(low) > 50 ? '3' : '';
    if (fill) {
      fill.style.left = `${percent(low)}%`;
      fill.style.right = `${100 - percent(high)}%`;
    }
  };
  min.addEventListener('input', () => {
    pair = movePriceHandle(pair, 'min', Number(min.value));
    show();
  });
  max.addEventListener('input', () => {
    pair = movePriceHandle(pair, 'max', Number(max.value));
    show();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    window.location.assign(priceSearchUrl(pair));
  });
  show();
}
