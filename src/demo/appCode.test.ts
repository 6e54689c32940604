import { describe, expect, it } from 'vitest';
import { appCode, appInstallCommand } from './appCode';
import { defaultDemoOptions } from './options';

const query = { combinator: 'and', rules: [{ id: 'x', field: 'age', operator: '>', value: 30 }] };

describe('appCode', () => {
  it('writes a plain App for the default flavour and default options', () => {
    const code = appCode('default', defaultDemoOptions, query);
    expect(code).toContain("import { QueryBuilder, type RuleGroupType } from 'react-querybuilder';");
    expect(code).toContain('<QueryBuilder\n      fields={fields}\n      query={query}\n      onQueryChange={setQuery}\n    />');
    expect(code).not.toContain('"id"');
    expect(code).not.toMatch(/resetOnFieldChange|autoSelect/);
  });

  it('turns changed options into props and settings into their wiring', () => {
    const options = {
      ...defaultDemoOptions,
      showCloneButtons: true,
      autoSelectField: false,
      validateQuery: true,
      showBranches: true,
      independentCombinators: true,
    };
    const code = appCode('default', options, query);
    expect(code).toContain('      showCloneButtons\n');
    expect(code).toContain('      autoSelectField={false}\n');
    expect(code).toContain('validator={defaultValidator}');
    expect(code).toContain("controlClassnames={{ queryBuilder: 'queryBuilder-branches' }}");
    expect(code).toContain('useState<RuleGroupTypeIC>');
    expect(code).not.toContain('showBranches');
  });

  it('nests the flavour wrappers and drag and drop around the builder', () => {
    const code = appCode('chakra', { ...defaultDemoOptions, enableDragAndDrop: true }, query);
    expect(code).toMatch(/<ChakraProvider>\n\s+<QueryBuilderChakra>\n\s+<QueryBuilderDnD dnd=\{\{ \.\.\.ReactDnD, \.\.\.ReactDndHtml5Backend \}\}>\n\s+<QueryBuilder\n/);
    expect(code).toMatch(/<\/QueryBuilderDnD>\n\s+<\/QueryBuilderChakra>\n\s+<\/ChakraProvider>/);
  });

  it('lists the packages to install', () => {
    expect(appInstallCommand('default', defaultDemoOptions)).toBe('npm i react-querybuilder');
    expect(appInstallCommand('material', { ...defaultDemoOptions, enableDragAndDrop: true })).toBe(
      'npm i react-querybuilder @react-querybuilder/material @mui/material @mui/icons-material @emotion/react @emotion/styled @react-querybuilder/dnd react-dnd react-dnd-html5-backend',
    );
  });
});
