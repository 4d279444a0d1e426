/**
 * Storage faults (issue 14, defect 3): a database that cannot take writes answers 503 with
 * Retry-After and a plain message, /api/ready says not ready while /api/health stays live, and
 * a damaged database stops the server at start with one line naming the file.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/api/store/sqlite/database.ts';
import { isStorageUnavailable } from '../../../src/api/store/unavailable.ts';
import { type Harness, startHarness } from './harness.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
let h: Harness;

beforeAll(async () => {
  h = await startHarness([{ slug: 'alpha' }]);
});
afterAll(() => h.close());

describe('storage faults', () => {
  it('names the errors that mean "cannot write now", and no others', () => {
    const sqlite = (errcode: number) => Object.assign(new Error('x'), { code: 'ERR_SQLITE_ERROR', errcode });
    expect(isStorageUnavailable(sqlite(13))).toBe(true); // FULL
    expect(isStorageUnavailable(sqlite(8))).toBe(true); // READONLY
    expect(isStorageUnavailable(sqlite(11))).toBe(true); // CORRUPT
    expect(isStorageUnavailable(sqlite(10 | (12 << 8)))).toBe(true); // IOERR_READ (extended)
    expect(isStorageUnavailable(sqlite(19))).toBe(false); // CONSTRAINT: the request's own fault
    expect(isStorageUnavailable(Object.assign(new Error('x'), { code: 'ENOSPC' }))).toBe(true);
    expect(isStorageUnavailable(Object.assign(new Error('x'), { code: '53100' }))).toBe(true); // disk_full
    expect(isStorageUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true); // connection failure
    expect(isStorageUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false); // unique violation
    expect(isStorageUnavailable(new TypeError('bug'))).toBe(false);
  });

  it('[SEC-09] a database that refuses writes: 503 with Retry-After and a plain message, not ready, still live', async () => {
    const ready = await h.request('alpha.localhost', 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.json.status).toBe('ready');
    h.runtime.db.exec('PRAGMA query_only = ON');
    try {
      const lead = await h.request('alpha.localhost', 'POST', '/api/leads', {
        kind: 'enquiry',
        name: 'Sam',
        email: 's@example.com',
        postcode: '2000',
        message: 'Hi',
        terms_conditions: true,
      });
      expect(lead.status).toBe(503);
      expect(lead.headers['retry-after']).toBe('30');
      expect(lead.json).toEqual({
        message:
          'We could not save that just now. Nothing was lost on your side: please try again in a minute.',
      });
      const notReady = await h.request('anything.example', 'GET', '/api/ready');
      expect(notReady.status).toBe(503);
      expect(notReady.json.status).toBe('not ready');
      expect(notReady.json.checks.find((check: { name: string }) => check.name === 'store').ok).toBe(false);
      expect((await h.request('alpha.localhost', 'GET', '/api/health')).status).toBe(200);
    } finally {
      h.runtime.db.exec('PRAGMA query_only = OFF');
    }
    expect((await h.request('alpha.localhost', 'GET', '/api/ready')).status).toBe(200);
  });

  it('[SEC-09] a damaged database file stops the server at start with one line naming the file', () => {
    const work = mkdtempSync(join(tmpdir(), 'storage-faults-'));
    try {
      const dataDir = join(work, 'data');
      const distDir = join(work, 'dist');
      mkdirSync(dataDir, { recursive: true });
      mkdirSync(distDir, { recursive: true });
      const file = join(dataDir, 'api.sqlite');
      writeFileSync(file, 'this is not a database, it is a text file that took its place'.repeat(100));
      expect(() => openDatabase(file)).toThrow(`The database ${file} cannot be used: file is not a database`);
      const run = spawnSync(
        process.execPath,
        ['scripts/serve.ts', '--port', '0', '--dist', distDir, '--data', dataDir],
        { cwd: root, encoding: 'utf8', timeout: 20_000, env: { ...process.env, OUTBOX: 'off' } },
      );
      expect(run.status).toBe(2);
      expect(run.stderr.trim()).toBe(`The database ${file} cannot be used: file is not a database`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
