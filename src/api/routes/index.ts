import type { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { registerAlerts } from './alerts.ts';
import { registerAuth } from './auth.ts';
import { registerCaptcha } from './captcha.ts';
import { registerCars } from './cars.ts';
import { registerLeads } from './leads.ts';
import { registerMiscellaneous } from './miscellaneous.ts';
import { registerPayments } from './payments.ts';
import { registerPromotions } from './promotions.ts';
import { registerQuote } from './quote.ts';
import { registerReservations } from './reservations.ts';
import { registerTestDrive } from './test-drive.ts';
import { registerValuation } from './valuation.ts';
import { registerWatchlist } from './watchlist.ts';

/** Every API route, each area in its own module. */
export function registerRoutes(api: Hono<ApiEnv>, deps: ApiDeps): void {
  registerCaptcha(api, deps);
  registerLeads(api, deps);
  registerAuth(api, deps);
  registerWatchlist(api, deps);
  registerCars(api, deps);
  registerTestDrive(api, deps);
  registerQuote(api, deps);
  registerValuation(api, deps);
  registerMiscellaneous(api, deps);
  registerReservations(api, deps);
  registerPayments(api, deps);
  registerPromotions(api, deps);
  registerAlerts(api, deps);
}
