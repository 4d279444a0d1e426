// The SMTP adapter against a real SMTP server on loopback (smtp-server, the protocol
// implementation nodemailer's authors keep): what a dealer's mail server would receive.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_CONNECTIONS, smtpEmail } from '../../../../src/api/adapters/email.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('smtpEmail', () => {
  const received: Received[] = [];
  let open = 0;
  let mostOpen = 0;
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        open++;
        mostOpen = Math.max(mostOpen, open);
        callback();
      },
      onClose() {
        open--;
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message with its envelope, Message-ID and ADF attachment', async () => {
    const email = smtpEmail(`smtp://127.0.0.1:${port}`);
    await email.send({
      from: 'Harbour City Toyota <leads@harbourcitytoyota.com.au>',
      to: ['sales@harbourcitytoyota.com.au', 'manager@harbourcitytoyota.com.au'],
      subject: 'New enquiry: 2021 Toyota Corolla',
      text: 'Is it still available?',
      html: '<p>Is it still available?</p>',
      messageId: 'lead-1234@harbourcitytoyota.com.au',
      attachments: [
        { filename: 'lead-1234.adf.xml', content: '<adf></adf>', contentType: 'application/xml' },
      ],
    });
    email.close();
    const message = received.find((r) => r.raw.includes('lead-1234@'));
    expect(message?.from).toBe('leads@harbourcitytoyota.com.au');
    expect(message?.to).toEqual(['sales@harbourcitytoyota.com.au', 'manager@harbourcitytoyota.com.au']);
    expect(message?.raw).toContain('Message-ID: <lead-1234@harbourcitytoyota.com.au>');
    expect(message?.raw).toContain('Subject: New enquiry: 2021 Toyota Corolla');
    expect(message?.raw).toContain('filename=lead-1234.adf.xml');
  });

  it(`sends a round of 30 messages over at most ${SMTP_CONNECTIONS} connections`, async () => {
    const email = smtpEmail(`smtp://127.0.0.1:${port}`);
    const before = open;
    mostOpen = open;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        email.send({
          from: 'Dealer <leads@dealer.example>',
          to: ['sales@dealer.example'],
          subject: `Lead ${i}`,
          text: 'x',
          html: '<p>x</p>',
          messageId: `round-${i}@dealer.example`,
        }),
      ),
    );
    email.close();
    expect(received.filter((r) => r.raw.includes('@dealer.example>')).length).toBe(30);
    expect(mostOpen - before).toBeLessThanOrEqual(SMTP_CONNECTIONS);
  });
});
