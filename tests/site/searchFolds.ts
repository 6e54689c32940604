/**
 * Cross-validation inside the tuning questions: the questions written by others that are tuned on are split in two folds
 * (every other one), so a change fitted to one fold is judged on the other, which it was not fitted to. Run against a
 * build: `npx vite-node tests/site/searchFolds.ts [--misses A|B]`. Prints, per version, the modal's first and top-three
 * figures on our halves, the two folds and the kept reporting half of others' questions.
 */
import { foldOf, loadIndexes, measureRelevance, searchContexts } from './searchHits';
import { casesFor, othersCasesFor } from './searchQueries';

async function main() {
  const indexes = loadIndexes();
  const onlyOthers = process.argv.includes('--others');
  const showMisses = process.argv.includes('--misses') ? process.argv[process.argv.indexOf('--misses') + 1] : undefined;
  for (const version of ['v7', 'next'] as const) {
    const othersTune = othersCasesFor(version, 'tune');
    const sets = {
      'ours tune': casesFor(version, 'tune'),
      'ours report': casesFor(version, 'report'),
      'others fold A': foldOf(othersTune, 'A'),
      'others fold B': foldOf(othersTune, 'B'),
      'others report (kept)': othersCasesFor(version, 'report'),
    };
    for (const [name, cases] of Object.entries(sets)) {
      if (onlyOthers && name.startsWith('ours')) continue;
      const report = await measureRelevance(indexes, searchContexts[version], cases);
      const pct = (value: number) => `${value}/${cases.length} ${Math.round((100 * value) / cases.length)}%`;
      console.log(`${version}\t${name}\tfirst ${pct(report.modal.first)}\ttop3 ${pct(report.modal.topThree)}`);
      if (showMisses && name === `others fold ${showMisses}`) console.log(`  ${report.misses.join('\n  ')}`);
    }
  }
}

void main();
