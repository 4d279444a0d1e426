/**
 * localStorage keys read outside their own stores: a module of their own, so the header can
 * read them on every page without loading the stores (and the API client) behind them.
 */

/** The hint that this browser signed in on this site (src/stores/session.ts). */
export const SIGNED_IN_HINT_KEY = 'signed-in';

/** The cars to compare (src/stores/compare.ts). */
export const COMPARE_KEY = 'compare';

/** The shopper's favourites (src/stores/favourites.ts). */
export const FAVOURITES_KEY = 'favourites';
