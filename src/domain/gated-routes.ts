/**
 * Gated routes (NAV-05, spec-2 §2 "Gated routes"): My Garage is always behind sign-in; checkout
 * (reserve / buy online), the finance page, spin-to-win and online payment are when the tenant
 * says so (features.gatedRoutes). A checkout address without a car slug is never gated. Pure.
 */
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
  if (gated.includes('checkout') && CHECKOUT.test(clean)) return 'checkout';
  if (gated.includes('finance') && financePath !== undefined && clean === financePath) return 'finance';
  if (gated.includes('spin-to-win') && clean === '/spin-to-win') return 'spin-to-win';
  if (gated.includes('online-payment') && clean === '/online-payment') return 'online-payment';
  return undefined;
}
