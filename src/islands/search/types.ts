import type { VehicleNoun } from '../../domain/vocabulary.ts';
import type { VocabularyData } from '../../domain/search-url.ts';
import type { SearchBackendConfig } from '../../search/client/search-client.ts';
import type { CardSettings } from '../cards/CarCard.tsx';

/** Everything the search island needs, as plain data (it arrives as island props). */
export interface SearchPageConfig {
  indexName: string;
  backend: SearchBackendConfig;
  /** The page's own URL at build time (stands in for window.location while prerendering). */
  url: string;
  vocabulary: VocabularyData;
  hitsPerPage: number;
  gridColumns: 3 | 4;
  card: CardSettings;
  /** ISO instant the site was built: "now" for tags while prerendering. */
  builtAt: string;
  priceAboveZeroOnPriceAscending: boolean;
  makeListCollapsedCount: number;
  newAndDemoCombined: boolean;
  carTypeAllOffered: boolean;
  forceCarTypeSlider: boolean;
  certifiedOnlySite: boolean;
  stockCount: number;
  /** The backend's count cap: only a count at it is replaced (SRCH-20); null: exact counts. */
  countCap: number | null;
  loadingMessages: string[];
  promos: SearchPromo[];
  promoPositions: number[];
  promoRandomOffset: boolean;
  /** 'Save this search' with alerts (features.savedSearches, ALERT-01). */
  savedSearches: boolean;
  /** The vehicle word of 'Show Me {count} {cars}' (SRCH-11); 'Car' / 'Cars' when absent. */
  vehicleNoun?: VehicleNoun | undefined;
}

export interface SearchPromo {
  id: string;
  title: string;
  description?: string | undefined;
  image?: string | undefined;
  url?: string | undefined;
  start?: string | undefined;
  expiry?: string | undefined;
  position?: number | undefined;
  display: ('new' | 'demo' | 'used')[];
  strictDisplay: boolean;
}
