/**
 * Australian states as the forms offer them (LOC-08): QLD, NSW, VIC, SA, WA, TAS, ACT, NT, in that
 * order, with QLD first chosen. A dealer's own state is chosen first instead where it has one: a
 * Sydney dealer's shoppers mostly have NSW regos, and a wrong default is a wrong valuation lookup.
 */
import { AU_STATES, type AuState } from '../../model/location.ts';

export { AU_STATES };

/** The spec's default state (LOC-08). */
export const DEFAULT_STATE: AuState = 'QLD';

/** The state a form starts with: the dealer's own when it is one of the eight, else QLD. */
export function defaultStateFor(dealerState: string | undefined): AuState {
  const state = dealerState?.trim().toUpperCase() ?? '';
  return (AU_STATES as readonly string[]).includes(state) ? (state as AuState) : DEFAULT_STATE;
}
