/**
 * What the online purchase journey island (DEAL-03) needs from the tenant, computed at build
 * time: the form settings, the finance rate and fee, the delivery pricing and postcode file,
 * the instant-offer wizard's own settings for the trade-in step, and the image CDN's settings
 * for the car's photo. Pure.
 */
import type { Tenant } from '../../config/load-tenant.ts';
import { islandMedia } from '../../domain/media.ts';
import type { MediaSettings } from '../../domain/responsive-image.ts';
import type { InlineDeliveryCalculatorProps } from '../calculators/delivery-view.ts';
import { deliveryCalculatorProps } from '../calculators/delivery-view.ts';
import type { InstantOfferConfig } from '../leads/instant-offer-config.ts';
import { instantOfferConfig } from '../leads/instant-offer-config.ts';

export interface DealConfig {
  siteName: string;
  captcha: boolean;
  termsCheckbox: boolean;
  termsMessageVariant: boolean;
  termsHref: string;
  timeZone: string;
  interestRate: number;
  establishmentFee: number;
  delivery: InlineDeliveryCalculatorProps;
  instantOffer: InstantOfferConfig;
  searchHref: string;
  /** The image CDN's settings; absent without one (the build's own photo sets need none). */
  media?: MediaSettings | undefined;
}

export function dealConfig(
  tenant: Pick<Tenant, 'settings' | 'locations' | 'dealerships'>,
  paths: { postcodesUrl: string; valuationTermsHref: string; searchHref: string },
): DealConfig {
  const { settings } = tenant;
  return {
    siteName: settings.site.name,
    captcha: settings.forms.captcha,
    termsCheckbox: settings.forms.termsCheckbox,
    termsMessageVariant: settings.forms.termsMessageVariant,
    termsHref: '/terms-and-conditions',
    timeZone: settings.site.timezone,
    interestRate: settings.finance.defaultInterestRate,
    establishmentFee: settings.finance.establishmentFee,
    delivery: deliveryCalculatorProps(tenant.locations, paths.postcodesUrl, settings.vehicle.deliveryPricing),
    instantOffer: instantOfferConfig(tenant, {
      carFromQuery: false,
      valuationTermsHref: paths.valuationTermsHref,
    }),
    searchHref: paths.searchHref,
    media: islandMedia(settings.media),
  };
}
