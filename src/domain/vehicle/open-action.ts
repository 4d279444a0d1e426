/**
 * A car page opened to one of its forms (CARD-07): a card's Book a Test Drive links to
 * /cars/{slug}?action=test-drive#enquire, and the page's script opens the same form its own
 * button opens (src/islands/leads/bootstrap.ts). Without JavaScript the #enquire anchor lands
 * on the page's enquiry section. No imports: the vehicle page's tiny script reads it.
 */
export const OPEN_ACTION_PARAM = 'action';
/** The card actions a car page can open from its address: those without a page of their own. */
export const OPENABLE_ACTIONS = ['test-drive', 'find-similar'] as const;
export type OpenableAction = (typeof OPENABLE_ACTIONS)[number];

export function isOpenableAction(value: string | null | undefined): value is OpenableAction {
  return (OPENABLE_ACTIONS as readonly string[]).includes(value ?? '');
}

export function openActionHref(carPath: string, kind: OpenableAction): string {
  return `${carPath}?${OPEN_ACTION_PARAM}=${kind}#enquire`;
}
