// Runs the search contract suite with the project's vitest settings, for as long as the
// root config includes only tests/unit:  npx vitest run --config tests/contract/vitest.config.ts
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.ts';

export default defineConfig({
  ...base,
  root: resolve(import.meta.dirname, '..', '..'),
  test: { ...base.test, include: ['tests/contract/**/*.test.ts'] },
});
