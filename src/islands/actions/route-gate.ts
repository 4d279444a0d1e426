/**
 * The gate of a gated page (NAV-05): the page stays hidden until the shopper's session is
 * known; signed in, it opens; signed out, the shopper goes to /sign-in?type=…&redirect=this
 * page&back=its parent page (same-site paths only, checked by signInHref), and sign-in brings
 * them back.
 */
import { gateAppliesAt } from '../../domain/gated-routes.ts';
import { loadSession, type SignInType, signInHref } from '../../stores/session.ts';

const root = document.documentElement;
const type = root.dataset['gate'] as SignInType | undefined;
if (type && !gateAppliesAt(type, location.pathname, location.search)) root.dataset['gateOpen'] = '';
else if (type) {
  void loadSession().then((session) => {
    if (session.status === 'signed-in') {
      root.dataset['gateOpen'] = '';
      return;
    }
    const here = `${location.pathname}${location.search}`;
    // The page names its way back (a checkout page: its car); the site sends no referrer.
    const back = root.dataset['gateBack'] ?? '/';
    location.replace(signInHref(type, here, back));
  });
}
