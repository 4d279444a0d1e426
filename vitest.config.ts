import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    // Some suites build small fixture tenants; give them room on a shared 2-core machine.
    testTimeout: 60_000,
  },
});
