import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiModules, resolveApiModule } from '../../config/apiModules.mjs';

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
    .map((symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol))
    .filter((symbol) => symbol.declarations?.some(ts.isInterfaceDeclaration))
    .filter((symbol) => !symbol.getJsDocTags().some((tag) => tag.name === 'internal'))
    .map((symbol) => symbol.getName());
}

const modules = apiModules.map(resolveApiModule);

/** Old section anchor of a module page → route of the member's page (written by scripts/api/generate.mjs). */
const anchorMap = (module: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, 'api', 'anchors', `${module}.json`), 'utf8'));

describe('API reference pages', () => {
  it('exists in the build', () => {
    expect(existsSync(join(buildDir, 'api.html')), 'run `npm run build` first').toBe(true);
  });

  it('links a core type back to the guide that explains its members', () => {
    const page = readFileSync(join(buildDir, 'api', 'interfaces', 'react_querybuilder.RuleGroupType.html'), 'utf8');
    expect(page).toMatch(/Guide: <a [^>]*href="?\/docs\/typescript#rules-and-groups"?>TypeScript: query types<\/a>/);
  });

  it('maps the anchors the module page gave its members before it became an overview', () => {
    const anchors = anchorMap('react_querybuilder');
    // The section ids of a parameter, a repeated heading and a call signature, as the module page had them.
    expect(anchors).toMatchObject({
      'path-1': '/api/type-aliases/react_querybuilder.Path',
      'rule-6': '/api/variables/react_querybuilder.Rule',
      formatquery: '/api/functions/react_querybuilder.formatQuery',
      defaultcombinators: '/api/type-aliases/react_querybuilder.DefaultCombinators',
      'defaultcombinators-1': '/api/variables/react_querybuilder.defaultCombinators',
      'default-1': '/api/variables/react_querybuilder.QueryBuilder',
      ruletype: '/api/interfaces/react_querybuilder.RuleType',
    });
  });

  for (const m of modules) {
    it(`has a page for every interface ${m.packageName} ${m.version} exports`, () => {
      const names = exportedInterfaces(join(root, m.entryPoint));
      if (m.module === 'react_querybuilder') expect(names.length).toBeGreaterThan(50);
      const missing = names.filter(
        (name) => !existsSync(join(buildDir, 'api', 'interfaces', `${m.module}.${name}.html`)),
      );
      expect(missing).toEqual([]);
    });

    it(`sends every old section anchor of the ${m.module} module page to a built page`, () => {
      const markdown = readFileSync(join(root, 'api', 'modules', `${m.module}.md`), 'utf8');
      expect(markdown, 'the module page names its anchor map').toMatch(new RegExp(`^api_anchors: ${m.module}$`, 'm'));
      const routes = Object.values(anchorMap(m.module));
      expect(routes.length).toBeGreaterThan(0);
      expect(routes.filter((route) => !existsSync(join(buildDir, `${route}.html`)))).toEqual([]);
    });

    it(`states the package and version on the ${m.module} module page`, () => {
      const html = readFileSync(join(buildDir, 'api', 'modules', `${m.module}.html`), 'utf8');
      expect(html).toContain(`This page documents <strong>${m.packageName} ${m.version}</strong>`);
    });
  }
});
