/**
 * A tenant's search documents and landing vocabulary, as its search page has them, made once
 * per built data file (a rebuild gives a new TenantData object).
 */
import { type LandingVocabulary, landingVocabulary } from '../../../domain/search-url.ts';
import type { SearchDocument } from '../../../search/document.ts';
import { searchDocuments } from '../../../search/index-file.ts';
import type { TenantData } from '../../tenant-data.ts';

const made = new WeakMap<TenantData, { docs: SearchDocument[]; vocabulary: LandingVocabulary }>();

export function tenantSearch(tenant: TenantData): { docs: SearchDocument[]; vocabulary: LandingVocabulary } {
  let search = made.get(tenant);
  if (!search) {
    const docs = searchDocuments(tenant.tenant, tenant.cars, new Date(tenant.builtAt));
    search = { docs, vocabulary: landingVocabulary(docs) };
    made.set(tenant, search);
  }
  return search;
}
