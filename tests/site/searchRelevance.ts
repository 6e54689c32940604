/**
 * Position of the first answering page among the distinct pages of a hit list (0-based, -1 when absent). The modal
 * lists a page's sections together under its title, so a reader scans pages, not sections.
 */
export function rankOf(paths: readonly string[], answers: readonly string[]): number {
  const pages = [...new Set(paths)];
  return pages.findIndex((page) => answers.includes(page));
}

export interface RelevanceOutcome {
  readonly query: string;
  readonly pages: readonly string[];
  readonly engineRank: number;
  readonly modalRank: number;
  /** The first pages the modal lists. */
  readonly shown: readonly string[];
}

/** Counts first places and top-three places, on the engine's ranking and in the modal's order. */
export function relevanceReport(outcomes: readonly RelevanceOutcome[]) {
  const count = (rank: (outcome: RelevanceOutcome) => number) => ({
    first: outcomes.filter((outcome) => rank(outcome) === 0).length,
    topThree: outcomes.filter((outcome) => rank(outcome) >= 0 && rank(outcome) < 3).length,
  });
  const engine = count((outcome) => outcome.engineRank);
  const modal = count((outcome) => outcome.modalRank);
  const share = (value: number) => `${value}/${outcomes.length} (${Math.round((100 * value) / outcomes.length)}%)`;
  return {
    engine,
    modal,
    summary:
      `engine first ${share(engine.first)}, top 3 ${share(engine.topThree)}; ` +
      `modal first ${share(modal.first)}, top 3 ${share(modal.topThree)}`,
    misses: outcomes
      .filter((outcome) => outcome.modalRank !== 0)
      .map(
        (outcome) =>
          `${outcome.query}: wanted ${outcome.pages.join(' | ')}, at ${outcome.modalRank < 0 ? '—' : outcome.modalRank + 1}; shown ${outcome.shown.join(', ')}`,
      ),
  };
}
