/**
 * Where the servicing page and its booking live (PROMO-04, spec-2 §2). A module of its own with
 * no imports, because the header's browser script reaches it through the menus: the page's
 * rules (servicing-page.ts) pull in the Markdown renderer.
 */
export const SERVICE_PATH = '/service';
/** The booking form on a page of its own (spec-2 §2). */
export const BOOK_A_SERVICE_PATH = '/book-a-service';
/** The booking section's id: BOOK NOW buttons and the header's Book Service link scroll to it. */
export const SERVICE_FORM_ID = 'service-form';
