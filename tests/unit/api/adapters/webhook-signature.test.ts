import { describe, expect, it } from 'vitest';
import {
  missingWebhookSecret,
  signBody,
  verifyWebhookSignature,
  webhookSecret,
} from '../../../../src/api/adapters/webhook.ts';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('[SEC-10] lead webhook signatures', () => {
  it('sign a timestamp with the body; a receiver accepts it fresh and refuses it replayed, altered or with another key', () => {
    const body = '{"lead_id":"l1"}';
    const header = signBody(body, 'secret', NOW);
    expect(header).toMatch(/^t=1795687200,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(header, body, 'secret', NOW)).toBe(true);
    expect(verifyWebhookSignature(header, body, 'secret', new Date(NOW.getTime() + 299_000))).toBe(true);
    // Replayed six minutes later.
    expect(verifyWebhookSignature(header, body, 'secret', new Date(NOW.getTime() + 360_000))).toBe(false);
    expect(verifyWebhookSignature(header, '{"lead_id":"l2"}', 'secret', NOW)).toBe(false);
    expect(verifyWebhookSignature(header, body, 'other', NOW)).toBe(false);
    // The timestamp cannot be moved without the key.
    const moved = header.replace(/^t=\d+/, 't=1795687500');
    expect(verifyWebhookSignature(moved, body, 'secret', new Date(NOW.getTime() + 300_000))).toBe(false);
  });

  it('never signs with an empty key; without WEBHOOK_SECRET nothing is sent', () => {
    expect(() => signBody('{}', '', NOW)).toThrow('never signed with an empty key');
    expect(() => webhookSecret({})).toThrow(
      /^WEBHOOK_SECRET is not set: lead webhooks are not sent unsigned/,
    );
    expect(() => webhookSecret({ WEBHOOK_SECRET: '  ' })).toThrow();
    expect(webhookSecret({ WEBHOOK_SECRET: 's3cret' })).toBe('s3cret');
  });

  it('the server will not start without WEBHOOK_SECRET when a tenant has a webhook, and names the tenant', () => {
    const tenants = [
      { slug: 'alpha', webhookUrl: 'https://crm.example.com/hook' },
      { slug: 'bravo', webhookUrl: undefined },
    ];
    expect(missingWebhookSecret(tenants, {})).toBe(
      'WEBHOOK_SECRET is not set, but alpha has a lead webhook (leads.webhookUrl): set it to sign their webhooks.',
    );
    expect(missingWebhookSecret(tenants, { WEBHOOK_SECRET: 'x' })).toBeUndefined();
    expect(missingWebhookSecret([{ slug: 'bravo', webhookUrl: undefined }], {})).toBeUndefined();
  });
});
