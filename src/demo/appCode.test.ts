import { bulmaControlClassnames } from '@react-querybuilder/bulma';
import { mergeClassnames } from 'react-querybuilder';
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { flavourIds, flavours } from '../flavours/registry';
import { sandboxScope } from '../sandbox/sandboxScopes';
import { transpileModule } from '../liveCode/transpile';
import {
  appCode,
  appInstallCommand,
  appPackages,
  appProjectExtras,
  demoOnlyTheme,
  demoPackageVersions,
  installSpecifier,
  libraryReleaseFor,
  packageManagers,
  sandboxAppCode,
  sandboxFlavours,
  sandboxUnavailable,
  stylesheetImport,
} from './appCode';
import { demoFields } from './fields';
import { fieldsSource } from './fieldsSource';
import { defaultDemoOptions } from './options';
import { majorOfDocs, siteDocsVersion } from '../../config/docsVersions';

const query = { combinator: 'and', rules: [{ id: 'x', field: 'age', operator: '>', value: 30 }] };
/** The major the docs of the demo's version pin (`npm i react-querybuilder@7`), and the major the demo runs of a UI library. */
const docsMajor = majorOfDocs(siteDocsVersion);
const majorOf = (name: string) => demoPackageVersions[name]!.split('.')[0];

describe('appCode', () => {
  it('writes a plain App for the default flavour and default options', () => {
    const code = appCode('default', defaultDemoOptions, query);
    expect(code).toContain("import { QueryBuilder, type RuleGroupType } from 'react-querybuilder';");
    expect(code).toContain(
      '<QueryBuilder\n      fields={fields}\n      query={query}\n      onQueryChange={setQuery}\n    />',
    );
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
    expect(code).toMatch(
      /<ChakraProvider>\n\s+<QueryBuilderChakra>\n\s+<QueryBuilderDnD dnd=\{\{ \.\.\.ReactDnD, \.\.\.ReactDndHtml5Backend \}\}>\n\s+<QueryBuilder\n/,
    );
    expect(code).toMatch(/<\/QueryBuilderDnD>\n\s+<\/QueryBuilderChakra>\n\s+<\/ChakraProvider>/);
  });

  it('lists the packages to install', () => {
    expect(appInstallCommand('default', defaultDemoOptions)).toBe(`npm i react-querybuilder@${docsMajor}`);
    expect(appInstallCommand('material', { ...defaultDemoOptions, enableDragAndDrop: true })).toBe(
      [
        'npm i',
        `react-querybuilder@${docsMajor}`,
        `@react-querybuilder/material@${docsMajor}`,
        `@mui/material@${majorOf('@mui/material')}`,
        `@mui/icons-material@${majorOf('@mui/icons-material')}`,
        `@emotion/react@${majorOf('@emotion/react')}`,
        `@emotion/styled@${majorOf('@emotion/styled')}`,
        `@react-querybuilder/dnd@${docsMajor}`,
        `react-dnd@${majorOf('react-dnd')}`,
        `react-dnd-html5-backend@${majorOf('react-dnd-html5-backend')}`,
      ].join(' '),
    );
  });

  it('pins every package of every install command to a major that holds the release the demo runs', () => {
    const installed = JSON.parse(readFileSync('node_modules/react-querybuilder/package.json', 'utf8')) as {
      version: string;
    };
    expect(installSpecifier('react-querybuilder')).toBe(`react-querybuilder@${installed.version.split('.')[0]}`);
    for (const flavour of ['default', ...flavourIds] as const) {
      for (const name of appPackages(flavour, { ...defaultDemoOptions, enableDragAndDrop: true })) {
        const [, major] = /^(?:@[^@/]+\/)?[^@]+@(\d+)$/.exec(installSpecifier(name)) ?? [];
        expect(major, name).toBeDefined();
        expect(demoPackageVersions[name]?.split('.')[0], name).toBe(major);
      }
    }
  });
});

// A package manager that leaves peers to the app (Yarn classic, say) installs only what the Code tab's line names: a
// peer the published add-on declares and the line leaves out is missing from the reader's app.
describe("the Code tab's install line for an add-on from npm", () => {
  const npmFlavours = flavourIds.filter((id) => flavours[id].source === 'npm');

  it('names every peer the published add-on declares', () => {
    expect(npmFlavours).toContain('chakra');
    for (const flavour of npmFlavours) {
      const { packageName } = flavours[flavour];
      const addon = JSON.parse(readFileSync(`node_modules/${packageName}/package.json`, 'utf8')) as {
        peerDependencies?: Record<string, string>;
      };
      const peers = Object.keys(addon.peerDependencies ?? {}).filter((name) => !['react', 'react-dom'].includes(name));
      expect(peers.length, flavour).toBeGreaterThan(0);
      expect(appPackages(flavour, defaultDemoOptions), flavour).toEqual(expect.arrayContaining(peers));
    }
  });

  it('is the Chakra UI line the compatibility page gives', () => {
    const compat = readFileSync('versioned_docs/version-7/compat.md', 'utf8');
    const section = compat.split('\n## Chakra UI\n')[1]!.split('\n## ')[0]!;
    expect(section).toContain(`\n\`\`\`bash\n${appInstallCommand('chakra', defaultDemoOptions)}\n\`\`\`\n`);
  });
});

describe('the stylesheet App.tsx imports', () => {
  const compat = readFileSync('versioned_docs/version-7/compat.md', 'utf8');
  const samples = [...compat.matchAll(/^```tsx\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  const stylesheetOf = (code: string) =>
    /^import 'react-querybuilder\/dist\/(query-builder[\w-]*\.css)';$/m.exec(code)?.[1];

  it('is the full one for the plain builder and the layout-only one under a UI library, with a line on when to take the other', () => {
    expect(stylesheetOf(appCode('default', defaultDemoOptions, query))).toBe('query-builder.css');
    for (const flavour of flavourIds) {
      const code = appCode(flavour, defaultDemoOptions, query);
      expect(stylesheetOf(code), flavour).toBe('query-builder-layout.css');
      expect(code, flavour).toContain(`${stylesheetImport(flavour)[0]}\n${stylesheetImport(flavour)[1]}`);
    }
    expect(stylesheetImport('default')[0]).toMatch(/query-builder-layout\.css/);
    expect(stylesheetImport('chakra')[0]).toMatch(/query-builder\.css/);
  });

  it("agrees with the compatibility docs' sample of each flavour that has one", () => {
    let compared = 0;
    for (const flavour of flavourIds) {
      const sample = samples.find(
        (code) => code.includes(`from '${flavours[flavour].packageName}'`) && stylesheetOf(code) !== undefined,
      );
      if (!sample) continue;
      compared += 1;
      expect(stylesheetOf(appCode(flavour, defaultDemoOptions, query)), flavour).toBe(stylesheetOf(sample));
    }
    // Every UI flavour has a sample there.
    expect(compared).toBeGreaterThanOrEqual(8);
  });
});

describe('appCode additions', () => {
  it('passes suppressStandardClassnames as a prop', () => {
    const code = appCode('default', { ...defaultDemoOptions, suppressStandardClassnames: true }, query);
    expect(code).toContain('      suppressStandardClassnames\n');
  });

  it('writes the install command for npm, Yarn, pnpm and Bun', () => {
    const options = { ...defaultDemoOptions, enableDragAndDrop: true };
    expect(packageManagers.map((m) => m.id)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(appInstallCommand('bulma', options, 'yarn')).toBe(
      `yarn add react-querybuilder@${docsMajor} @react-querybuilder/bulma@${docsMajor} bulma@${majorOf('bulma')} @react-querybuilder/dnd@${docsMajor} react-dnd@${majorOf('react-dnd')} react-dnd-html5-backend@${majorOf('react-dnd-html5-backend')}`,
    );
    expect(appInstallCommand('default', defaultDemoOptions, 'bun')).toBe(`bun add react-querybuilder@${docsMajor}`);
    expect(appInstallCommand('default', defaultDemoOptions, 'pnpm')).toBe(`pnpm add react-querybuilder@${docsMajor}`);
  });

  it('gives exported projects the fields module and the flavour packages at the versions the site runs', () => {
    const extras = appProjectExtras('mantine', { ...defaultDemoOptions, enableDragAndDrop: true });
    expect(extras.files['src/fields.ts']).toContain('export const fields: Field[]');
    expect(Object.keys(extras.dependencies)).toEqual(
      appPackages('mantine', { ...defaultDemoOptions, enableDragAndDrop: true }),
    );
    const root = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    for (const [name, version] of Object.entries(demoPackageVersions)) {
      const own =
        root.dependencies[name] ??
        (JSON.parse(readFileSync(`packages/${name.split('/')[1]}/package.json`, 'utf8')) as { version: string })
          .version;
      expect(`${name}@${version}`).toBe(`${name}@${own}`);
    }
    for (const id of ['default', ...flavourIds] as const) {
      for (const name of appPackages(id, { ...defaultDemoOptions, enableDragAndDrop: true }))
        expect(demoPackageVersions).toHaveProperty([name]);
    }
  });

  it('writes a one-file App for the sandbox, which runs the flavours it lists', () => {
    const code = sandboxAppCode('material', { ...defaultDemoOptions, showCloneButtons: true }, query);
    expect(code).not.toContain("from './fields'");
    expect(code).toContain('const fields: Field[] = [');
    const transpiled = transpileModule(code);
    expect(transpiled.ok ? '' : transpiled).toBe('');
    // The demo's Code tab offers "Open in sandbox" for every flavour but those with a reason it cannot.
    expect([...sandboxFlavours, ...Object.keys(sandboxUnavailable)].sort()).toEqual(['default', ...flavourIds].sort());
    expect(Object.keys(sandboxUnavailable)).toEqual(['bootstrap']);
    for (const id of sandboxFlavours) {
      const module = transpileModule(sandboxAppCode(id, { ...defaultDemoOptions, enableDragAndDrop: true }, query));
      for (const specifier of module.ok ? module.imports : ['(did not transpile)']) {
        if (!specifier.endsWith('.css')) expect(Object.keys(sandboxScope)).toContain(specifier);
      }
    }
  });

  it('keeps the fields module in step with the demo fields', () => {
    for (const field of demoFields) {
      expect(fieldsSource).toMatch(new RegExp(`name: '${field.name}',\\s*label: '${field.label}'`));
      if (field.valueEditorType)
        expect(fieldsSource).toMatch(
          new RegExp(`name: '${field.name}',[^]*?valueEditorType: '${field.valueEditorType}'`),
        );
      // Exported projects must offer the same field-to-field comparisons as the demo.
      if (Array.isArray(field.valueSources)) {
        const sources = field.valueSources.map((source) => `'${source}'`).join(', ');
        expect(fieldsSource).toMatch(
          new RegExp(
            `name: '${field.name}',[^}]*?datatype: '${String(field.datatype)}',\\s*comparator: '${String(field.comparator)}',\\s*valueSources: \\[${sources}\\]`,
          ),
        );
      }
    }
    expect(transpileModule(fieldsSource).ok).toBe(true);
  });
});

describe('react-querybuilder beside an add-on published for an earlier release', () => {
  const manifest = (name: string) =>
    JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as {
      version: string;
      peerDependencies?: Record<string, string>;
    };
  const site = manifest('react-querybuilder').version;
  const older = flavourIds.filter((id) => libraryReleaseFor(id) !== undefined);

  it('is pinned, in the install command and the exported project, to a release every such add-on accepts', () => {
    expect(older.length).toBeGreaterThan(0);
    for (const flavour of older) {
      const library = libraryReleaseFor(flavour)!;
      const addon = manifest(flavours[flavour].packageName);
      expect(library, flavour).not.toBe(site);
      const peer = addon.peerDependencies?.['react-querybuilder'] ?? '';
      // Exact (`7.6.1`) or caret (`^7.4.0`): the add-on's published peer range holds the pinned release.
      expect(semver.satisfies(library, peer), `${flavour} peer ${peer}`).toBe(true);
      expect(appInstallCommand(flavour, defaultDemoOptions)).toContain(` react-querybuilder@${library} `);
      expect(appProjectExtras(flavour, defaultDemoOptions).dependencies['react-querybuilder']).toBe(library);
    }
  });

  it('is the release the compatibility page tells readers to pin for each of them', () => {
    const compat = readFileSync('versioned_docs/version-7/compat.md', 'utf8');
    for (const flavour of older) {
      const library = libraryReleaseFor(flavour)!;
      // Each section's install command pins it, so it also works in a project already on a newer 7.x.
      expect(compat, flavour).toContain(`\nnpm i react-querybuilder@${library} ${flavours[flavour].packageName}@7 `);
    }
  });

  it('leaves the flavours built for the site release on it', () => {
    for (const flavour of ['default', ...flavourIds] as const) {
      if (flavour !== 'default' && older.includes(flavour)) continue;
      expect(appProjectExtras(flavour, defaultDemoOptions).dependencies['react-querybuilder']).toBe(site);
    }
  });
});

describe("the Code tab's note on a theme only the demo has", () => {
  it('names Bootstrap, whose demo adds a row rule and data-bs-theme that App.tsx does not have and Compatibility gives', () => {
    expect(readFileSync('src/demo/demo.module.css', 'utf8')).toMatch(
      /:global\(\.queryBuilder \.rule\) > \*,\s*\.builder :global\(\.queryBuilder \.ruleGroup-header\) > \* \{\s*width: auto;\s*max-width: 100%;/,
    );
    expect(readFileSync('src/flavours/bootstrap/BootstrapFlavour.tsx', 'utf8')).toMatch(/data-bs-theme=\{colorMode\}/);
    const code = appCode('bootstrap', defaultDemoOptions, query);
    expect(code).not.toMatch(/width: auto|data-bs-theme/);
    expect(demoOnlyTheme.bootstrap?.href).toBe('/docs/compat#bootstrap');
    const compat = readFileSync('versioned_docs/version-7/compat.md', 'utf8');
    expect(compat).toMatch(/## Bootstrap/);
    expect(compat).toMatch(
      /\.queryBuilder \.rule > \*,\n\.queryBuilder \.ruleGroup-header > \* \{\n {2}width: auto;\n {2}max-width: 100%;/,
    );
    expect(compat).toContain('data-bs-theme="dark"');
  });

  it('names Mantine, whose demo follows the colour mode through forceColorScheme, which App.tsx does not pass', () => {
    expect(readFileSync('src/flavours/mantine/MantineFlavour.tsx', 'utf8')).toMatch(/forceColorScheme=\{colorMode\}/);
    const code = appCode('mantine', defaultDemoOptions, query);
    expect(code).toMatch(/<MantineProvider>/);
    expect(code).not.toMatch(/ColorScheme/);
    expect(demoOnlyTheme.mantine?.href).toBe('/docs/compat#mantine');
    expect(demoOnlyTheme.mantine?.text).toContain('forceColorScheme="dark"');
    const compat = readFileSync('versioned_docs/version-7/compat.md', 'utf8');
    expect(compat).toMatch(/\n## Mantine\n/);
    expect(compat).toContain('`forceColorScheme="dark"` keeps it dark');
  });

  it('names Material UI, whose demo follows the colour mode through a theme App.tsx does not have', () => {
    const provider = readFileSync('src/flavours/material/MaterialFlavour.tsx', 'utf8');
    expect(provider).toMatch(/createTheme\(\{ palette: \{ mode: colorMode \} \}\)/);
    expect(appCode('material', defaultDemoOptions, query)).not.toMatch(/ThemeProvider|createTheme/);
    expect(demoOnlyTheme.material?.href).toBe('/docs/compat#mui-material-ui');
    const compat = readFileSync('versioned_docs/version-7/compat.md', 'utf8');
    expect(compat).toMatch(/## MUI \(Material UI\)/);
    // The dark set-up the link promises: a theme with both schemes, switched with MUI's useColorScheme.
    expect(compat).toMatch(/createTheme\(\{ colorSchemes: \{ light: true, dark: true \} \}\)/);
    expect(compat).toMatch(/const \{ mode, setMode \} = useColorScheme\(\);/);
  });
});

// The Bulma demo colours react-querybuilder's own buttons through controlClassnames: the Code tab's App.tsx must give
// the same ones, or a reader copying it gets plain grey Bulma buttons where the demo showed coloured ones.
vi.mock('bulma/css/bulma.min.css?scope=rqb-flavour-bulma&static-scheme&demo-stylesheet', () => ({ default: {} }));

describe('the Bulma Code tab', () => {
  it("gives QueryBuilder the demo's classnames, joined with QueryBuilderBulma's as QueryBuilder joins them", async () => {
    const { default: bulmaFlavour } = await import('../flavours/bulma/BulmaFlavour');
    const code = appCode('bulma', defaultDemoOptions, query);
    const literal = /^ *controlClassnames=\{\{\n([\s\S]*?)\n *\}\}$/m.exec(code)?.[1] ?? '';
    const shown = Object.fromEntries(
      [...literal.matchAll(/^ *(\w+): '([^']*)',$/gm)].map(([, name, value]) => [name, value]),
    );
    expect(Object.keys(shown).length).toBeGreaterThan(0);
    expect(code).toContain('<QueryBuilderBulma>');
    expect(mergeClassnames(bulmaControlClassnames, shown)).toEqual(bulmaFlavour.controlClassnames);
  });
});
