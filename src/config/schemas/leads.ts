import * as v from 'valibot';
import { absoluteUrl, group, optionalSetting, setting } from '../define.ts';

export const LeadsSchema = group('Where leads go and who may call the API (API-02, SEC-05).', {
  emailTo: setting(
    v.array(v.pipe(v.string(), v.email('Expected an e-mail address'))),
    [],
    "Addresses every lead is e-mailed to; empty: the e-mail of the lead's location, else the primary location's.",
    ['leads@harbourcitytoyota.com.au'],
  ),
  webhookUrl: optionalSetting(
    absoluteUrl,
    'A URL every lead is POSTed to as JSON, signed with HMAC-SHA256 in X-Signature (secret from the WEBHOOK_SECRET environment variable).',
    'https://crm.example.com/hooks/leads',
  ),
  adf: setting(
    v.boolean(),
    true,
    'Attach the lead as ADF 1.0 XML to the e-mail (and write it beside the offline outbox).',
    false,
  ),
  allowedOrigins: setting(
    v.array(absoluteUrl),
    [],
    'Extra origins allowed to call the API cross-origin, besides the site URL and its domains.',
    ['https://staging.harbourcitytoyota.com.au'],
  ),
});
