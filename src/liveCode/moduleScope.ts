/** Loads one module the live code may import; returns the module namespace object. */
export type ModuleLoader = () => Promise<unknown>;

/** The modules a kind of live code may import, by specifier. */
export type ModuleScope = Readonly<Record<string, ModuleLoader>>;

export class UnknownModuleError extends Error {
  constructor(
    readonly specifier: string,
    allowed: readonly string[],
  ) {
    super(`Cannot import "${specifier}" here. Available modules: ${allowed.join(', ')}.`);
    this.name = 'UnknownModuleError';
  }
}

/** True for stylesheet imports: one the scope offers is loaded (it applies itself), any other resolves to nothing. */
export const isStylesheet = (specifier: string): boolean => /\.(css|scss)$/.test(specifier);

/**
 * Loads every module in `specifiers` from `scope`, in parallel. Stylesheets the scope lacks resolve to an empty module.
 * Rejects with UnknownModuleError naming the first specifier the scope lacks, before loading anything.
 */
export async function resolveModules(
  specifiers: readonly string[],
  scope: ModuleScope,
): Promise<Record<string, unknown>> {
  const allowed = Object.keys(scope);
  const missing = specifiers.find((specifier) => !isStylesheet(specifier) && !Object.hasOwn(scope, specifier));
  if (missing !== undefined) throw new UnknownModuleError(missing, allowed);
  const entries = await Promise.all(
    specifiers.map(
      async (specifier) => [specifier, Object.hasOwn(scope, specifier) ? await scope[specifier]!() : {}] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/**
 * Runs a CommonJS module whose dependencies are already loaded and returns its default export.
 * Throws what the module throws while it runs.
 */
export function evaluateModule(commonJs: string, modules: Readonly<Record<string, unknown>>): unknown {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const require = (specifier: string): unknown => {
    if (!Object.hasOwn(modules, specifier)) throw new Error(`Module "${specifier}" was not loaded.`);
    return modules[specifier];
  };
  // Running the reader's own code is the point of a live example; it only ever sees the modules given.
  new Function('require', 'module', 'exports', commonJs)(require, module, module.exports);
  return module.exports.default;
}
