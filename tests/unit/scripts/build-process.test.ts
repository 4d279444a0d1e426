import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileCacheDir } from '../../../scripts/lib/build-process.ts';

const root = mkdtempSync(join(tmpdir(), 'build-process-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("build processes' compiled code", () => {
  it('is kept in one folder for the code being built; the folders of other code are deleted', () => {
    const parent = join(root, '.cache', 'node-compile');
    expect(compileCacheDir(root, 'aaaaaaaaaaaaaaaa1111')).toBe(join(parent, 'aaaaaaaaaaaaaaaa'));
    mkdirSync(join(parent, 'aaaaaaaaaaaaaaaa', 'v24'), { recursive: true });
    writeFileSync(join(parent, 'aaaaaaaaaaaaaaaa', 'v24', 'entry'), 'compiled');
    // The same code keeps its entries.
    expect(compileCacheDir(root, 'aaaaaaaaaaaaaaaa2222')).toBe(join(parent, 'aaaaaaaaaaaaaaaa'));
    expect(existsSync(join(parent, 'aaaaaaaaaaaaaaaa', 'v24', 'entry'))).toBe(true);
    // New code: the old entries go.
    expect(compileCacheDir(root, 'bbbbbbbbbbbbbbbb')).toBe(join(parent, 'bbbbbbbbbbbbbbbb'));
    expect(existsSync(join(parent, 'aaaaaaaaaaaaaaaa'))).toBe(false);
  });
});
