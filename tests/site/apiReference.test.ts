import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiModules, resolveApiModule } from '../../scripts/api/modules.mjs';

const root = join(__dirname, '..', '..');
const buildDir = join(root, 'build');

/** Names of the interfaces a declaration file exports, as the TypeScript compiler sees them. */
function exportedInterfaces(entryPoint: string): string[] {
  const program = ts.createProgram([entryPoint], {
    skipLibCheck: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryPoint);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`No module at ${entryPoint}`);
  return checker
    .getExportsOfModule(moduleSymbol)
    .map(symbol => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol))
    .filter(symbol => symbol.declarations?.some(ts.isInterfaceDeclaration))
    .filter(symbol => !symbol.getJsDocTags().some(tag => tag.name === 'internal'))
    .map(symbol => symbol.getName());
}

const modules = apiModules.map(resolveApiModule);

describe('API reference pages', () => {
  it('exists in the build', () => {
    expect(existsSync(join(buildDir, 'api.html')), 'run `npm run build` first').toBe(true);
  });

  for (const m of modules) {
    it(`has a page for every interface ${m.packageName} ${m.version} exports`, () => {
      const names = exportedInterfaces(join(root, m.entryPoint));
      if (m.module === 'react_querybuilder') expect(names.length).toBeGreaterThan(50);
      const missing = names.filter(name => !existsSync(join(buildDir, 'api', 'interfaces', `${m.module}.${name}.html`)));
      expect(missing).toEqual([]);
    });

    it(`states the package and version on the ${m.module} module page`, () => {
      const html = readFileSync(join(buildDir, 'api', 'modules', `${m.module}.html`), 'utf8');
      expect(html).toContain(`This page documents <strong>${m.packageName} ${m.version}</strong>`);
    });
  }
});
