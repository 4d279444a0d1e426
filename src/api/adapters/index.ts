/**
 * Third-party services behind adapters (API-06). Each has an offline default that is real
 * logic on local data, labelled as such, and a real implementation chosen by environment.
 */
import { type EmailAdapter, offlineEmail, smtpEmail } from './email.ts';
import { type LenderAdapter, offlineLender } from './lender.ts';
import { createPayments, type PaymentAdapter } from './payments.ts';
import { offlineSms, type SmsAdapter } from './sms.ts';
import type { ValuationAdapter } from './valuation.ts';
import { valuationFromEnv } from './valuation-from-env.ts';
import { fetchWebhook, type WebhookAdapter } from './webhook.ts';

export interface Adapters {
  email: EmailAdapter;
  sms: SmsAdapter;
  webhook: WebhookAdapter;
  valuation: ValuationAdapter;
  lender: LenderAdapter;
  payments: PaymentAdapter;
}

export function createAdapters(dataDir: string, env: NodeJS.ProcessEnv = process.env): Adapters {
  return {
    email: env['SMTP_URL'] ? smtpEmail(env['SMTP_URL']) : offlineEmail(dataDir),
    sms: offlineSms(dataDir),
    webhook: fetchWebhook(),
    valuation: valuationFromEnv(env),
    lender: offlineLender(),
    payments: createPayments(env),
  };
}
