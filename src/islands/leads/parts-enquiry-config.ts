/**
 * What the parts enquiry form needs from the tenant, computed at build time: the parts desks it
 * may go to (partsDesks, LEAD-21) and the dealer's form rules. Pure: no DOM.
 */
import type { Tenant } from '../../config/load-tenant.ts';
import { partsDesks } from '../../domain/parts/parts-pages.ts';
import type { PartsEnquiryConfig } from './parts-enquiry-payload.ts';

export function partsEnquiryConfig(
  tenant: Pick<Tenant, 'settings' | 'dealerships' | 'locations'>,
  fromQuery: boolean,
): PartsEnquiryConfig {
  const { settings } = tenant;
  return {
    desks: partsDesks(tenant),
    dealershipCount: tenant.dealerships.length,
    make: settings.site.manufacturer,
    fromQuery,
    captcha: settings.forms.captcha,
    termsCheckbox: settings.forms.termsCheckbox,
    termsMessageVariant: settings.forms.termsMessageVariant,
    termsHref: '/terms-and-conditions',
    submitButton: settings.wording.submitButton,
    siteName: settings.site.name,
  };
}
