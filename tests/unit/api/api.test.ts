import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, testCar } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness([{ slug: 'alpha', cars: [testCar('A1')] }]);
});
afterAll(() => h.close());

describe('the API as a whole', () => {
  it('[API-01] one tenant-aware server: health, JSON errors with a message, never a stack trace', async () => {
    expect((await h.request('localhost', 'GET', '/api/health')).json).toEqual({ status: 'ok' });
    expect((await h.request('alpha.localhost', 'GET', '/api/health')).json).toEqual({
      status: 'ok',
      site: 'alpha',
    });
    const unknownRoute = await h.request('alpha.localhost', 'GET', '/api/no-such-thing');
    expect(unknownRoute).toMatchObject({ status: 404, json: { message: 'Not found' } });
    const unknownTenant = await h.request('beta.localhost', 'POST', '/api/leads', { kind: 'enquiry' });
    expect(unknownTenant).toMatchObject({
      status: 404,
      json: { message: 'No dealer site for this host name' },
    });
    for (const path of [
      '/api/leads',
      '/api/auth/request-code',
      '/api/watchlist/save-car',
      '/api/youx/quote',
      '/api/eval-expert/enter-vin',
      '/api/miscellaneous',
    ]) {
      const broken = await h.request('alpha.localhost', 'POST', path, '{"broken":', {
        'content-type': 'application/json',
      });
      expect(broken.status, path).toBeGreaterThanOrEqual(400);
      expect(broken.status, path).toBeLessThan(500);
      expect(typeof broken.json.message, path).toBe('string');
      expect(broken.text, path).not.toMatch(/at .*\.ts:\d+|Error:/);
    }
  });
});
