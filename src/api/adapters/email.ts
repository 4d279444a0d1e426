/**
 * E-mail through nodemailer. With SMTP_URL set it sends over SMTP; otherwise (the offline
 * default) each message is written as an .eml file under $DATA_DIR/outbox/mail, where ops
 * can open it in any mail program.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface EmailMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Stable id so a redelivery after a crash is recognisable as the same message. */
  messageId: string;
  /** Where the dealer's Reply goes: the shopper who sent the lead (LEAD-23). */
  replyTo?: { name: string; address: string } | undefined;
  /** Extra headers, e.g. List-Unsubscribe on an alert digest (RFC 8058). */
  headers?: Record<string, string>;
}

export interface EmailAdapter {
  readonly kind: 'smtp' | 'offline';
  send(message: EmailMessage): Promise<void>;
  /** Closes open connections (the SMTP pool) once no more messages will be sent. */
  close(): void;
}

/** At most this many connections to the dealer's mail server, however many jobs a round holds. */
export const SMTP_CONNECTIONS = 5;

export function smtpEmail(url: string): EmailAdapter {
  // Pooled: an outbox round's messages share a few open connections instead of one each,
  // which mail servers would throttle or refuse.
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: SMTP_CONNECTIONS });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ ...message, messageId: `<${message.messageId}>` });
    },
    close: () => transport.close(),
  };
}

export function offlineEmail(dataDir: string): EmailAdapter {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = join(dataDir, 'outbox', 'mail');
  return {
    kind: 'offline',
    async send(message) {
      const info = await transport.sendMail({ ...message, messageId: `<${message.messageId}>` });
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${message.messageId.replace(/[^\w.-]/g, '_')}.eml`), info.message as Buffer);
    },
    close() {},
  };
}
