import * as v from 'valibot';
import { absoluteUrl, featureSwitch, group, setting } from '../define.ts';

const EmbeddedBackend = v.strictObject({ type: v.literal('embedded') });
const MeilisearchBackend = v.strictObject({
  type: v.literal('meilisearch'),
  host: absoluteUrl,
  /** A search-only key: it ships to browsers. */
  searchKey: v.pipe(v.string(), v.nonEmpty()),
  indexUid: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/))),
});

export const SearchSchema = group('Stock search: backend, page size, grid and list behaviour (SRCH-*).', {
  backend: setting(
    v.variant('type', [EmbeddedBackend, MeilisearchBackend]),
    { type: 'embedded' },
    'Search backend: the in-browser engine, or a self-hosted Meilisearch with a search-only key.',
    { type: 'meilisearch', host: 'https://search.example.com', searchKey: 'public-search-key' },
  ),
  hitsPerPage: setting(
    v.pipe(v.number(), v.integer(), v.minValue(6), v.maxValue(96)),
    21,
    'Cars per results page (SRCH-03).',
    24,
  ),
  gridColumns: setting(v.picklist([3, 4]), 3, 'Result grid columns on desktop (4 on a group site).', 4),
  makeListCollapsedCount: setting(
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    7,
    'Makes shown before "Show all makes" (SRCH-15).',
    10,
  ),
  newAndDemoCombined: featureSwitch('Car type filter combines New and Demo (SRCH-16).'),
  carTypeAllOffered: setting(
    v.boolean(),
    true,
    'Car type filter offers "All"; when off the first item is chosen.',
    false,
  ),
  forceCarTypeSlider: featureSwitch('Show the car type slider even with fewer than 3 items.'),
  priceAboveZeroOnPriceAscending: featureSwitch(
    'When sorting by price ascending, request only cars priced above 0 (SRCH-21).',
  ),
  promoRandomOffset: featureSwitch('Shift promo card positions by a random 0–2 (SRCH-09).'),
  stockCount: setting(
    v.pipe(v.number(), v.integer(), v.minValue(0)),
    0,
    'Stock count shown instead of a count above 1999 that the search backend reports as capped (0: the sum across facets); exact counts are always shown (SRCH-20).',
    2500,
  ),
  loadingMessages: setting(
    v.pipe(v.array(v.string()), v.length(5, 'Exactly 5 loading messages rotate (SRCH-25)')),
    [
      'Finding the best cars for you…',
      'Checking our latest stock…',
      'Comparing prices and kilometres…',
      'Polishing the results…',
      'Almost there…',
    ],
    'The 5 messages that rotate every 5 s while results load (SRCH-25).',
  ),
});
