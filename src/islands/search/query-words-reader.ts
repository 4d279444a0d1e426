/**
 * The search box's word reader (SRCH-32): the stock's names from the page's vocabulary, the
 * stock's values from the search backend, this year from the clock. The reader and the values
 * are fetched when first needed (the shopper focuses the box, or a URL holds a query), so a
 * page that is only browsed does not load them.
 */
import type { QueryWords } from '../../domain/search/query-words-state.ts';
import type { LandingVocabulary } from '../../domain/search-url.ts';
import type { SearchClient } from '../../search/client/search-client.ts';

/** Reads a query's words once loaded (`now` is undefined before); `ready` loads it, again after a failure. */
export interface QueryWordsReader {
  now(text: string): QueryWords | undefined;
  ready(): Promise<void>;
}

export function queryWordsReader(
  vocabulary: LandingVocabulary,
  client: SearchClient,
  indexName: string,
): QueryWordsReader {
  let read: ((text: string) => QueryWords) | undefined;
  let loading: Promise<void> | undefined;
  const load = async () => {
    const [{ readQueryWords, stockNames }, values] = await Promise.all([
      import('../../domain/search/query-words.ts'),
      import('../../search/client/word-values.ts').then(({ stockWordValues }) =>
        stockWordValues(client, indexName),
      ),
    ]);
    const words = { values, names: stockNames(vocabulary), thisYear: new Date().getFullYear() };
    read = (text) => readQueryWords(text, words);
  };
  return {
    now: (text) => read?.(text),
    ready() {
      loading ??= load().catch((error: unknown) => {
        loading = undefined; // asked again next time
        throw error;
      });
      return loading;
    },
  };
}
