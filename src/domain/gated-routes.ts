/**
 * Gated routes (NAV-05, spec-2 §2 "Gated routes"): My Garage is always behind sign-in; checkout
 * (reserve / buy online), the finance page, spin-to-win and online payment are when the tenant
 * says so (features.gatedRoutes). A checkout address without a car slug is never gated. Pure.
 */
import { CHECKOUT_JOURNEY_PATH, ONLINE_PAYMENT_PATH, SPIN_TO_WIN_PATH } from '../model/site-routes.ts';

export const GATEABLE_ROUTES = ['checkout', 'finance', 'spin-to-win', 'online-payment'] as const;
export type GateableRoute = (typeof GATEABLE_ROUTES)[number];
export type GatedRoute = GateableRoute | 'my-garage';

export const MY_GARAGE_PATH = '/my-garage';

const CHECKOUT = /^\/cars\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(checkout|buy-online)\/?$/;

/** The sign-in type that guards `path`, or undefined when anyone may open it. */
export function gateOf(
  path: string,
  gated: readonly GateableRoute[],
  financePath: string | undefined,
): GatedRoute | undefined {
  const clean = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  if (clean === MY_GARAGE_PATH || clean.startsWith(`${MY_GARAGE_PATH}/`)) return 'my-garage';
  if (gated.includes('checkout') && (CHECKOUT.test(clean) || clean === CHECKOUT_JOURNEY_PATH))
    return 'checkout';
  if (gated.includes('finance') && financePath !== undefined && clean === financePath) return 'finance';
  if (gated.includes('spin-to-win') && clean === SPIN_TO_WIN_PATH) return 'spin-to-win';
  if (gated.includes('online-payment') && clean === ONLINE_PAYMENT_PATH) return 'online-payment';
  return undefined;
}

/**
 * Whether a page gated at build time asks for sign-in at this address: the purchase journey
 * without a car (?car_id=) is not a checkout page, and is never gated (spec-2 §2).
 */
export function gateAppliesAt(type: string, pathname: string, search: string): boolean {
  if (type !== 'checkout') return true;
  const clean = pathname.replace(/(.)\/+$/, '$1');
  if (clean !== CHECKOUT_JOURNEY_PATH) return true;
  return (new URLSearchParams(search).get('car_id')?.trim() ?? '') !== '';
}
