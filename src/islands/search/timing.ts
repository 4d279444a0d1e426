/** Search box debounce (SRCH-01) and slider refinement debounce (SRCH-14). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SLIDER_DEBOUNCE_MS = 400;
