/**
 * Build-time props of the hero search form (server only: reads the prepared site data).
 * Options come from the tenant's search documents, so the count before the engine loads,
 * the option lists and the results page all agree.
 */
import { heroOptions } from '../../domain/directory.ts';
import { vehicleNoun } from '../../domain/vocabulary.ts';
import { siteData, siteSearch } from '../../lib/site-data.ts';
import type { HeroSearchProps } from './HeroSearch.tsx';

export function heroSearchProps(): HeroSearchProps {
  const { tenant } = siteData();
  const { settings } = tenant;
  const search = siteSearch();
  const backend = settings.search.backend;
  return {
    heading: settings.wording.heroHeading,
    options: heroOptions(search.docs, { newAndDemoCombined: settings.search.newAndDemoCombined }),
    noun: vehicleNoun(settings),
    backend:
      backend.type === 'meilisearch'
        ? {
            type: 'meilisearch',
            host: backend.host,
            searchKey: backend.searchKey,
            indexUid: backend.indexUid ?? `cars-${tenant.slug}`,
          }
        : { type: 'embedded', indexUrl: search.file.path, indexUid: 'cars' },
  };
}
