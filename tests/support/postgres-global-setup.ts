/**
 * vitest globalSetup: one PostgreSQL server for the whole run (DATABASE_URL, or a throwaway
 * cluster on a loopback port, removed afterwards). Tests read its URL with
 * inject('postgresUrl') and make their own database on it with createDatabase().
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
