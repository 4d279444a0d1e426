/**
 * The search contract suite (DESIGN: Search): the same scenarios (./scenarios.ts) against
 *  (a) the embedded engine — always, and
 *  (b) a live Meilisearch — when MEILI_URL is set (key: MEILI_ADMIN_KEY, else
 *      MEILI_MASTER_KEY). The documents are published with the production indexer and
 *      settings to a temporary index, which is deleted afterwards.
 * Every scenario runs over the demo stock; the relevance scenarios run again over a
 * feed-shaped stock holding the cars shoppers confuse (Rangers and Range Rovers,
 * LandCruisers and RAV4 Cruisers, Corollas and the Corolla Cross).
 *
 *   MEILI_URL=http://127.0.0.1:7700 MEILI_ADMIN_KEY=… npx vitest run tests/contract
 */
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../src/search/document.ts';
import { createSearchEngine } from '../../src/search/engine/engine.ts';
import { meilisearchSearchBackend } from '../../src/search/meilisearch/backend.ts';
import { publishTenantIndex } from '../../src/search/meilisearch/indexer.ts';
import { secondSearchFilter } from '../../src/search/meilisearch/second-search.ts';
import { SEARCH_INDEX_SETTINGS } from '../../src/search/meilisearch/settings.ts';
import { feedShapedSearchDocuments } from '../fixtures/feed-search-docs.ts';
import { demoSearchDocuments } from '../fixtures/search-docs.ts';
import { type ContractBackend, RELEVANCE_SCENARIOS, SCENARIOS, type Scenario } from './scenarios.ts';

interface Stock {
  name: string;
  docs: readonly SearchDocument[];
  scenarios: readonly Scenario[];
}

const STOCKS: Stock[] = [
  { name: 'demo stock', docs: demoSearchDocuments(), scenarios: SCENARIOS },
  { name: 'feed-shaped stock', docs: feedShapedSearchDocuments(), scenarios: RELEVANCE_SCENARIOS },
];

function runScenarios({ docs, scenarios }: Stock, backend: () => ContractBackend): void {
  for (const scenario of scenarios) {
    const applies = scenario.appliesTo?.(docs) ?? true;
    it.skipIf(!applies)(scenario.title, () => scenario.run(backend(), docs));
  }
}

for (const stock of STOCKS) {
  describe(`search contract: embedded engine, ${stock.name}`, () => {
    const engine = createSearchEngine([...stock.docs], 'cars');
    // async: the engine throws synchronously; over HTTP every failure is a rejected request.
    const embedded: ContractBackend = {
      name: 'embedded',
      indexUid: 'cars',
      multiSearch: async (request) => engine.multiSearch(request),
      facetSearch: async (indexUid, request) => engine.facetSearch(indexUid, request),
    };
    runScenarios(stock, () => embedded);
  });
}

const meiliUrl = process.env['MEILI_URL'];

for (const [i, stock] of STOCKS.entries()) {
  describe.skipIf(!meiliUrl)(
    `search contract: Meilisearch at ${meiliUrl ?? '$MEILI_URL'}, ${stock.name}`,
    () => {
      const indexUid = `contract-test-${Date.now()}-${process.pid}-${i}`;
      let client: Meilisearch;
      let backend: ContractBackend;

      beforeAll(async () => {
        client = new Meilisearch({
          host: meiliUrl!,
          apiKey: process.env['MEILI_ADMIN_KEY'] || process.env['MEILI_MASTER_KEY'] || undefined,
        });
        const report = await publishTenantIndex(client, indexUid, stock.docs, SEARCH_INDEX_SETTINGS, {
          wait: { timeout: 5 * 60_000, interval: 50 },
        });
        expect(report.documents).toBe(stock.docs.length);
        backend = { name: 'meilisearch', indexUid, ...meilisearchSearchBackend(client) };
      }, 6 * 60_000);

      afterAll(async () => {
        if (!client) return;
        // The index, and a staging index if publishing failed half-way.
        const { results } = await client.getRawIndexes({ limit: 1000 });
        for (const { uid } of results.filter(
          (index) => index.uid === indexUid || index.uid.startsWith(`${indexUid}__next_`),
        )) {
          await client.deleteIndex(uid).waitTask({ timeout: 60_000 });
        }
      }, 90_000);

      runScenarios(stock, () => backend);
    },
  );
}

describe('second search call: "attribute:value" filters become Meilisearch filters', () => {
  it.each([
    ['make:Toyota', 'make=Toyota'],
    ['make:Toyota AND car_type:used', 'make=Toyota AND car_type=used'],
    ['make_model:"Toyota:Corolla"', 'make_model="Toyota:Corolla"'],
    ["make_model:'Mazda:CX-5' OR make:Kia", "make_model='Mazda:CX-5' OR make=Kia"],
    ['name:"say \\"hi:there\\""', 'name="say \\"hi:there\\""'],
    ['price:10000 TO 20000', 'price 10000 TO 20000'],
    ['price:-5.5 TO 20000 AND km:5', 'price -5.5 TO 20000 AND km=5'],
    ['make = Toyota', 'make = Toyota'],
    ['  ', ''],
  ])('%s → %s', (input, expected) => {
    expect(secondSearchFilter(input)).toBe(expected);
  });
});
