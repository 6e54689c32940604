/**
 * The SQL preset each SQL engine's export uses: PostgreSQL takes `$1` placeholders and double-quoted names, SQLite
 * double-quoted names. Apart from the engines, so that the page's Run panel can say which preset it used without
 * loading an engine.
 */
export const engineSqlPresets = { postgresql: 'postgresql', sqlite: 'sqlite' } as const;

/** The preset an engine's export uses, or undefined for an engine that is not SQL. */
export const sqlPresetOf = (engine: string): string | undefined =>
  engine in engineSqlPresets ? engineSqlPresets[engine as keyof typeof engineSqlPresets] : undefined;
