import * as v from 'valibot';
import { featureSwitch, group, setting } from '../define.ts';

export const FormsSchema = group('Lead forms (LEAD-*).', {
  captcha: setting(
    v.boolean(),
    true,
    'The robot check on every lead form (LEAD-06, LEAD-22): ALTCHA proof of work against our own API, solved in the background; the API refuses a lead without a fresh one. Off: the honeypot and fill-time check only.',
    false,
  ),
  termsCheckbox: featureSwitch('Require agreeing to the terms of use (LEAD-06).'),
  termsMessageVariant: featureSwitch(
    "Use the variant '*You must agree to the terms of use before submitting.'",
  ),
  commentsRequired: setting(v.boolean(), true, 'Comments are required on enquiries (LEAD-04).', false),
  imageUpload: setting(
    v.boolean(),
    true,
    'Instant offer wizard includes the Upload Images step (LEAD-11).',
    false,
  ),
  priceQuickPicks: setting(
    v.picklist(['standard', 'premium']),
    'standard',
    'Quick picks under the price fields: $5,000 to $70,000 (standard) or $300,000 to $800,000 (premium) (LEAD-16).',
    'premium',
  ),
  valuationToMiscellaneous: featureSwitch('Post the valuation result to /api/miscellaneous (LEAD-14).'),
});
