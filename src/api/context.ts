import type { Database } from './db/database.ts';
import type { Adapters } from './adapters/index.ts';
import type { TenantData } from './tenant-data.ts';
import type { BuiltSite } from '../server/sites.ts';

/** What every API route may use. */
export interface ApiDeps {
  db: Database;
  dataDir: string;
  sites: () => BuiltSite[];
  tenantData: (slug: string) => TenantData | undefined;
  adapters: Adapters;
  now: () => Date;
}

/** Hono context variables: the tenant the request is for, resolved from its Host header. */
export type ApiEnv = {
  Variables: {
    site: BuiltSite;
    tenant: TenantData;
  };
};
