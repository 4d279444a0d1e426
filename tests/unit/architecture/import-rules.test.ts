import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImportRules } from './import-rules.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('import rules (DESIGN.md §Layout)', () => {
  it('hold for the whole source tree', () => {
    const violations = checkImportRules(root).map(
      (violation) => `${violation.file}:${violation.line} ${violation.specifier}: ${violation.reason}`,
    );
    expect(violations).toEqual([]);
  });

  describe('on a tree that breaks them', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'import-rules-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    };
    write('src/model/car.ts', "import { rule } from '../domain/rule.ts';\nexport const car = rule;\n");
    write(
      'src/config/schema.ts',
      "import type { Car } from '../model/car.ts';\nexport type Settings = Car;\n",
    );
    write(
      'src/domain/rule.ts',
      "import type { Settings } from '../config/schema.ts';\nimport { DEFAULTS } from '../config/defaults.ts';\nexport const rule = (s: Settings) => DEFAULTS;\n",
    );
    write('src/feed/read.ts', "export { rule } from '../domain/rule.ts';\n");
    write('src/build/postcodes.ts', "import { compact } from '../../scripts/postcodes/compact.ts';\n");
    write(
      'src/pages/index.astro',
      "---\nimport { rule } from '../domain/rule.ts';\n---\n<script>\n  import { car } from '../model/car.ts';\n</script>\n",
    );
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('names each forbidden import with its file, line and the rule', () => {
      expect(checkImportRules(scratch)).toEqual([
        {
          file: 'src/build/postcodes.ts',
          line: 1,
          specifier: '../../scripts/postcodes/compact.ts',
          reason: 'src/ must not import scripts/',
        },
        {
          file: 'src/domain/rule.ts',
          line: 2,
          specifier: '../config/defaults.ts',
          reason: 'src/domain may import src/model, src/config (types only), not src/config',
        },
        {
          file: 'src/feed/read.ts',
          line: 1,
          specifier: '../domain/rule.ts',
          reason: 'src/feed may import src/model, src/config, not src/domain',
        },
        {
          file: 'src/model/car.ts',
          line: 1,
          specifier: '../domain/rule.ts',
          reason: 'src/model may import nothing else in src/, not src/domain',
        },
      ]);
    });
  });
});
