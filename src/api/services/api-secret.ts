/**
 * The API's signing secret: API_SECRET when set (every API machine must share it), else one
 * made once and kept in the data folder, so the processes of one machine agree. It signs the
 * robot checks (captcha.ts) and the expiring links to trade-in photos (photo-links.ts), each
 * under its own derived name.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file the secret is kept in when API_SECRET is not set (named for its first use). */
export const SECRET_FILE = 'captcha-secret';

export function apiSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env['API_SECRET'] ?? env['CAPTCHA_SECRET'];
  if (configured) return configured;
  const file = join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': a second process starting at the same moment keeps the first one's secret.
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
