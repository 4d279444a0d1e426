/**
 * The whole tenant settings schema, assembled from one schema per area. What a tenant
 * writes in tenants/<slug>/settings.json is `TenantSettingsInput`; what code reads after
 * validation (with every default filled in) is `TenantSettings`.
 */
import * as v from 'valibot';
import { BrandingSchema } from './schemas/branding.ts';
import { ChannelsSchema } from './schemas/channels.ts';
import { MediaSchema } from './schemas/media.ts';
import { FeaturesSchema } from './schemas/features.ts';
import { FeedSchema } from './schemas/feed.ts';
import { FinanceSchema } from './schemas/finance.ts';
import { FormsSchema } from './schemas/forms.ts';
import { LeadsSchema } from './schemas/leads.ts';
import { LocationsSchema } from './schemas/locations.ts';
import { NavigationSchema } from './schemas/navigation.ts';
import { PaymentsSchema } from './schemas/payments.ts';
import { PromotionsSchema } from './schemas/promotions.ts';
import { SearchSchema } from './schemas/search.ts';
import { SiteSchema } from './schemas/site.ts';
import { StockSchema } from './schemas/stock.ts';
import { VehicleSchema } from './schemas/vehicle.ts';
import { WordingSchema } from './schemas/wording.ts';

export const TenantSettingsSchema = v.strictObject({
  /** Lets editors point at the generated JSON schema; ignored by the build. */
  $schema: v.optional(v.string()),
  site: SiteSchema,
  branding: BrandingSchema,
  feed: FeedSchema,
  stock: StockSchema,
  search: SearchSchema,
  wording: WordingSchema,
  vehicle: VehicleSchema,
  finance: FinanceSchema,
  forms: FormsSchema,
  features: FeaturesSchema,
  navigation: NavigationSchema,
  locations: LocationsSchema,
  leads: LeadsSchema,
  promotions: PromotionsSchema,
  payments: PaymentsSchema,
  channels: ChannelsSchema,
  media: MediaSchema,
});

export type TenantSettingsInput = v.InferInput<typeof TenantSettingsSchema>;
export type TenantSettings = v.InferOutput<typeof TenantSettingsSchema>;
