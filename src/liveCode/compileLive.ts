import { evaluateModule, resolveModules, type ModuleScope } from './moduleScope';
import { withLibraryStylesheet } from './scopes';
import { transpileModule } from './transpile';

export type LiveErrorKind = 'syntax' | 'module' | 'runtime';

export type CompileResult<Component> =
  | { readonly ok: true; readonly component: Component }
  | { readonly ok: false; readonly kind: LiveErrorKind; readonly message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Source → transpiled → dependencies loaded → evaluated → default export. Every failure becomes a
 * result with its kind, so callers never need a try/catch around the reader's code.
 */
export async function compileLive<Component = unknown>(
  source: string,
  scope: ModuleScope,
): Promise<CompileResult<Component>> {
  const transpiled = transpileModule(source);
  if (!transpiled.ok) return { ok: false, kind: 'syntax', message: transpiled.message };
  let modules: Record<string, unknown>;
  try {
    modules = await resolveModules(withLibraryStylesheet(transpiled.imports, scope), scope);
  } catch (error) {
    return { ok: false, kind: 'module', message: messageOf(error) };
  }
  let exported: unknown;
  try {
    exported = evaluateModule(transpiled.code, modules);
  } catch (error) {
    return { ok: false, kind: 'runtime', message: messageOf(error) };
  }
  if (typeof exported !== 'function') {
    return {
      ok: false,
      kind: 'runtime',
      message: 'The module must have a default export that is a React component (export default function App() { … }).',
    };
  }
  return { ok: true, component: exported as Component };
}
