/**
 * Where the v7 → v8 migration guide explains how a format's output changed, by format. A difference in
 * another format gets a note that the guide does not explain it.
 */
export const migrationExplanations: Readonly<Record<string, string>> = {
  spel: 'The "begins with" operator now produces a regular expression that matches the rest of the string.',
  natural_language: 'Lists are now wrapped in parentheses.',
};

/** The migration guide's section on changed output (Next docs, docs/migrate.md). */
export const migrationSection = 'changed-defaults-and-output';
