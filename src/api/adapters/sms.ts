/**
 * SMS for sign-in codes. The offline default appends each message to
 * $DATA_DIR/outbox/sms.log (where a tester reads the code); a real SMS gateway plugs in
 * behind the same interface.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface SmsAdapter {
  readonly kind: 'offline' | 'gateway';
  send(phone: string, text: string): Promise<void>;
}

export function offlineSms(dataDir: string): SmsAdapter {
  const dir = join(dataDir, 'outbox');
  return {
    kind: 'offline',
    async send(phone, text) {
      mkdirSync(dir, { recursive: true });
      appendFileSync(
        join(dir, 'sms.log'),
        `${JSON.stringify({ at: new Date().toISOString(), phone, text })}\n`,
      );
    },
  };
}
