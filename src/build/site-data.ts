/**
 * The data one tenant's site is built from: validated tenant, published stock and the
 * feed report. Prepared once per build by prepareSiteData and handed to Astro as a JSON
 * file, so pages never read raw tenant files (DESIGN: Data flow).
 */
import type { Tenant } from '../config/load-tenant.ts';
import type { FeedReport } from '../feed/report.ts';
import type { Car } from '../model/car.ts';
import type { MakeLogoFiles } from '../domain/make-logos.ts';
import type { SalesFigure } from '../domain/promotions/sales-counter.ts';

export interface SiteData {
  tenant: Tenant;
  cars: Car[];
  feed: FeedReport;
  excluded: { slug: string; reason: string }[];
  /** Intrinsic logo size, for a header that does not shift. */
  logoSize: { width: number; height: number };
  /** Make logo files available to this tenant (CFG-05). */
  makeLogos: MakeLogoFiles;
  /** ISO instant the data was prepared; "now" for sold windows and the new tag. */
  builtAt: string;
  /**
   * Vehicles the builds have seen sold this month (PROMO-06, COMP-05). Optional only so site
   * data prepared before the counter counted sales still loads.
   */
  salesThisMonth?: SalesFigure;
}
