/**
 * The SQL preset each SQL engine's export uses: PostgreSQL takes `$1` placeholders and double-quoted names, SQLite
 * double-quoted names. Apart from the engines, so that the page's Run panel can say which preset it used without
 * loading an engine.
 */
export const engineSqlPresets = { postgresql: 'postgresql', sqlite: 'sqlite' } as const;
