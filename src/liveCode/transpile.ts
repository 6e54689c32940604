import { transform } from 'sucrase';

export type TranspileResult =
  | { readonly ok: true; readonly code: string; readonly imports: readonly string[] }
  | { readonly ok: false; readonly message: string };

// Sucrase's import transform always emits single- or double-quoted require() calls for static imports.
const requireCall = /\brequire\((['"])([^'"]+)\1\)/g;

/** Module specifiers a transpiled CommonJS module asks for, each once, in first-use order. */
export function requiredModules(commonJs: string): string[] {
  const found = new Set<string>();
  for (const match of commonJs.matchAll(requireCall)) found.add(match[2]!);
  return [...found];
}

/**
 * Turns a TSX module into CommonJS that a `require` function can feed. Types are stripped, not checked:
 * the reader sees runtime behaviour, as in a dev server.
 */
export function transpileModule(source: string): TranspileResult {
  try {
    const { code } = transform(source, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    });
    return { ok: true, code, imports: requiredModules(code) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
