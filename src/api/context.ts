import type { Adapters } from './adapters/index.ts';
import type { BuiltSite } from './site.ts';
import type { Store } from './store/types.ts';
import type { TenantData } from './tenant-data.ts';

/** What every API route may use. */
export interface ApiDeps {
  store: Store;
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
