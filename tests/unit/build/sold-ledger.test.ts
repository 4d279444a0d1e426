import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readSoldLedger, soldLedgerFile, writeSoldLedger } from '../../../src/build/sold-ledger.ts';

const dist = mkdtempSync(join(tmpdir(), 'sold-ledger-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the sales counter's ledger between builds", () => {
  it('[COMP-05] is kept beside the build reports and read back as written', () => {
    const file = soldLedgerFile(dist, 'acme');
    expect(file).toBe(join(dist, '.reports', 'acme.sold.json'));
    expect(readSoldLedger(file, 'acme')).toBeUndefined();
    const ledger = { month: '2026-11', sold: { a: '2026-11-03' }, listed: ['b'] };
    writeSoldLedger(file, ledger);
    expect(readSoldLedger(file, 'acme')).toEqual(ledger);
  });

  it('an unreadable ledger is reported and read as none (a lower count, never a made-up one)', () => {
    const file = soldLedgerFile(dist, 'broken');
    writeSoldLedger(file, { month: '2026-11', sold: {}, listed: [] });
    writeFileSync(file, '{"month": "November"');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSoldLedger(file, 'broken')).toBeUndefined();
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^broken: ignoring the sales counter's ledger .*broken\.sold\.json: /,
    );
    warn.mockRestore();
  });
});
