import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    // One PostgreSQL server for the run (DATABASE_URL or a throwaway cluster) for the
    // PostgreSQL store's tests: the contract suite, durability and several processes.
    globalSetup: ['tests/support/postgres-global-setup.ts'],
    // Some suites build small fixture tenants; give them room on a shared 2-core machine.
    testTimeout: 60_000,
  },
});
