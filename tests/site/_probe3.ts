import { writeFileSync } from 'node:fs';
import { loadIndexes, modalHits, searchContexts } from './searchHits';
import { casesFor } from './searchQueries';
const indexes = loadIndexes();
void (async () => {
  const out: Record<string, string> = {};
  for (const v of ['v7', 'next'] as const)
    for (const { query } of casesFor(v, process.argv[3] as 'tune')) {
      const [first] = await modalHits(indexes, searchContexts[v], query);
      out[`${v} ${query}`] = first ? `${new URL(first.url).pathname}${new URL(first.url).hash}` : '';
    }
  writeFileSync(process.argv[2]!, JSON.stringify(out, null, 1));
})();
