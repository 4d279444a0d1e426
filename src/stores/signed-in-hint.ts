/**
 * The localStorage key of the hint that this browser signed in on this site: its own module,
 * so the header can read it on every page without loading the session store and API client.
 */
export const SIGNED_IN_HINT_KEY = 'signed-in';
