import { describe, expect, it } from 'vitest';
import { type Readiness, sharedReadiness } from '../../../src/server/readiness.ts';

describe('the readiness check under a flood of calls', () => {
  it('runs once for the calls of its window, shared by concurrent ones, and again after it', async () => {
    let runs = 0;
    const check = async (): Promise<Readiness> => {
      runs++;
      return { ready: true, checks: [] };
    };
    const shared = sharedReadiness(check, 60_000);
    await Promise.all(Array.from({ length: 50 }, () => shared()));
    expect(runs).toBe(1);
    const every = sharedReadiness(check, 0);
    await every();
    await every();
    expect(runs).toBe(3);
  });
});
