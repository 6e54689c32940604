import { bulmaControlElements } from '@react-querybuilder/bulma';
import { chakraControlElements } from '@react-querybuilder/chakra';
import { mantineControlElements } from '@react-querybuilder/mantine';
import { tremorControlElements } from '@react-querybuilder/tremor';
import { readFileSync } from 'node:fs';
import { satisfies } from 'semver';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appInstallCommand, installSpecifier } from '../../src/demo/appCode';
import { defaultDemoOptions } from '../../src/demo/options';

/**
 * The compatibility pages tell readers what to install; they never describe the site's own build machinery (which
 * registry the site installs from, what it builds for itself) as if it were the reader's situation.
 */
const page = (path: string) => readFileSync(path, 'utf8');
const installedPackage = (name: string) => JSON.parse(page(`node_modules/${name}/package.json`));
const isLibraryPackage = (name: string) => name === 'react-querybuilder' || name.startsWith('@react-querybuilder/');

/** Every `npm i` command of the v7 UI-library sections (drag and drop aside), in code blocks or inline. */
function v7UiInstallLines() {
  const v7 = page('versioned_docs/version-7/compat.md');
  const sections = v7.slice(v7.indexOf('## Ant Design'), v7.indexOf('## React Native'));
  // The hidden checks' code quotes the lines as patterns: only shell blocks and prose count.
  const readerText = sections.replace(/^```(\w*)[^\n]*\n([\s\S]*?)^```$/gm, (_, lang: string, body: string) =>
    lang === 'bash' ? body : '',
  );
  return readerText.match(/npm i [^\n`]+/g) ?? [];
}

const siteVoice =
  /registry (?:this site uses|used to build this page)|the site builds its own|this site's own builds?|the site's build|written for the demos|\(ours\)|is ours|the page loads/i;

/** Every name a package's entry module exports, values and types alike. */
function packageExports(id: string) {
  const entry = `packages/${id}/src/index.ts`;
  const program = ts.createProgram([entry], { noEmit: true, skipLibCheck: true, jsx: ts.JsxEmit.ReactJSX });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  return checker.getExportsOfModule(module).map((symbol) => symbol.name);
}

/** The cells of every row of a package's export table on the v7 page, header rows aside. */
function tableRows(id: string) {
  const v7 = page('versioned_docs/version-7/compat.md');
  const section = v7.slice(v7.indexOf(`### \`@react-querybuilder/${id}\``)).split(/\n#{2,3} /)[0]!;
  return (section.match(/^\|.*\|$/gm) ?? [])
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
    .filter((cells) => cells[0] !== 'Export' && !/^-+$/.test(cells[0]!));
}

/** The names in the first column of a package's export table on the v7 page. */
function tableExports(id: string) {
  const v7 = page('versioned_docs/version-7/compat.md');
  const heading = `### \`@react-querybuilder/${id}\``;
  const section = v7.slice(v7.indexOf(heading)).split(/\n#{2,3} /)[0]!;
  const firstCells = section.match(/^\| ([^|]+) \|/gm) ?? [];
  return firstCells.flatMap((cell) => cell.match(/`([^`]+)`/g) ?? []).map((name) => name.slice(1, -1));
}

describe('compatibility pages', () => {
  it('give the v7 reader an install command for the Bulma, Fluent UI and Tremor packages', () => {
    const v7 = page('versioned_docs/version-7/compat.md');
    const section = v7.slice(v7.indexOf('## Bulma, Fluent UI and Tremor'), v7.indexOf('## React Native'));
    for (const id of ['bulma', 'fluent', 'tremor'])
      expect(section).toMatch(new RegExp(`npm i @react-querybuilder/${id}@7`));
  });

  // Unpinned, npm installs a UI library's newest major, which the 7.x add-ons were not made for and which may need a
  // newer React (Mantine 9 asks for React 19): each package is pinned to the major the site's demo runs.
  it('pin every UI-library package of the v7 install lines to a major the demo runs with React 18', () => {
    const lines = v7UiInstallLines();
    expect(lines.length).toBeGreaterThanOrEqual(8);
    const react = installedPackage('react').version;
    for (const line of lines)
      for (const token of line.split(' ').slice(2)) {
        const [, name = token, major] = /^(@?[^@]+)(?:@(.+))?$/.exec(token) ?? [];
        if (isLibraryPackage(name)) continue;
        expect(major ?? 'unpinned', `${token} in "${line}"`).toMatch(/^\d+$/);
        if (installSpecifier(name) !== name) expect(token, line).toBe(installSpecifier(name));
        const installed = installedPackage(name);
        expect(installed.version.split('.')[0], token).toBe(major);
        const reactPeer = installed.peerDependencies?.react;
        if (reactPeer)
          expect(satisfies(react, reactPeer), `${name} ${installed.version} with React ${react}`).toBe(true);
      }
  });

  it('give the Mantine demo line, at the Mantine major the v7 add-on was built against', () => {
    expect(v7UiInstallLines()).toContain(appInstallCommand('mantine', defaultDemoOptions));
    const addon = installedPackage('@react-querybuilder/mantine');
    expect(installSpecifier('@mantine/core')).toBe(
      `@mantine/core@${addon.devDependencies['@mantine/core'].split('.')[0]}`,
    );
  });

  /** The controls the v7 section's "`<name>` … replaces these controls: …." sentence names. */
  function replacedControls(heading: string, name: string) {
    const v7 = page('versioned_docs/version-7/compat.md');
    const section = v7.slice(v7.indexOf(`\n## ${heading}\n`)).split('\n## ')[1]!;
    const [, sentence = ''] =
      new RegExp(`\`${name}\`[^:\\n]* replaces these controls: ([^\\n]*?)\\. `).exec(section) ?? [];
    return { section, named: (sentence.match(/`([^`]+)`/g) ?? []).map((control) => control.slice(1, -1)).sort() };
  }

  // The published packages decide which controls a reader's builder gets from Mantine (7.7.1) and Chakra UI (7.6.1):
  // the sentences naming them fail here when a package gains a key (a drag handle, say) or loses one.
  it('name exactly the controls mantineControlElements replaces', () => {
    const { section, named } = replacedControls('Mantine', 'mantineControlElements');
    expect(named).toEqual(Object.keys(mantineControlElements).sort());
    expect(section).toMatch(/The drag handle stays react-querybuilder's own\./);
  });

  // Read from the published bundles: Ant Design's ES modules do not load in Node without a bundler.
  const publishedKeys = (id: string, name: string) => {
    const bundle = page(`node_modules/@react-querybuilder/${id}/dist/react-querybuilder_${id}.mjs`);
    const body = new RegExp(`var ${name} = \\{([^}]*)\\}`).exec(bundle)?.[1] ?? '';
    return [...body.matchAll(/(\w+):/g)].map((match) => match[1]!).sort();
  };

  it.each([
    ['Ant Design', 'antd', 'antdControlElements'],
    ['Bootstrap', 'bootstrap', 'bootstrapControlElements'],
    ['MUI (Material UI)', 'material', 'materialControlElements'],
  ])('name exactly the controls the %s package replaces', (heading, id, name) => {
    const keys = publishedKeys(id, name);
    expect(keys.length).toBeGreaterThan(1);
    expect(replacedControls(heading, name).named).toEqual(keys);
  });

  // The Bootstrap sentence says how the controls it leaves to the library look like Bootstrap: through these classes.
  it("give the Bootstrap package's classes and switch as its published bundle has them", () => {
    const bundle = page('node_modules/@react-querybuilder/bootstrap/dist/react-querybuilder_bootstrap.mjs');
    const body = /var bootstrapControlClassnames = \{([^}]*)\}/.exec(bundle)?.[1] ?? '';
    const classnames = Object.fromEntries(
      [...body.matchAll(/(\w+): "([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
    );
    const v7 = page('versioned_docs/version-7/compat.md');
    const sentence = /`bootstrapControlElements`, which[^\n]*/.exec(v7)?.[0] ?? '';
    expect(classnames.actionElement).toBe('btn btn-sm');
    expect(classnames.valueSelector).toBe('form-select form-select-sm');
    const perAction = [
      'addRule',
      'addGroup',
      'cloneRule',
      'cloneGroup',
      'lockRule',
      'lockGroup',
      'removeRule',
      'removeGroup',
    ];
    expect(new Set(perAction.map((action) => classnames[action]))).toEqual(
      new Set(['btn-primary', 'btn-secondary', 'btn-danger']),
    );
    for (const named of [
      '`btn btn-sm`',
      '`btn-primary`',
      '`btn-secondary`',
      '`btn-danger`',
      '`form-select form-select-sm`',
    ])
      expect(sentence).toContain(named);
    expect(sentence).toContain('`notToggle` (a Bootstrap switch)');
    expect(bundle).toMatch(/form-check-inline form-switch/);
  });

  it('name exactly the controls chakraControlElements replaces', () => {
    expect(installedPackage('@react-querybuilder/chakra').version).toBe('7.6.1');
    const { section, named } = replacedControls('Chakra UI', 'chakraControlElements');
    expect(named).toEqual(Object.keys(chakraControlElements).sort());
    expect(section).toMatch(/The shift buttons \(`shiftActions`\) stay react-querybuilder's own\./);
    expect(Object.keys(chakraControlElements)).not.toContain('shiftActions');
  });

  // A reader looks an export up in its package's table: a package export the table leaves out, or a row naming
  // something the package no longer exports, fails here.
  it.each(['bulma', 'fluent', 'tremor'])(
    'list every export of the %s package in its v7 table, and nothing else',
    (id) => {
      expect(tableExports(id).sort()).toEqual(packageExports(id).sort());
    },
  );

  // The published @react-querybuilder/tremor 7.7.1 exports only these values, and its tremorControlElements has only
  // these keys: a reader must be able to tell from the table which controls their installed package replaces.
  const publishedTremor = {
    values: ['QueryBuilderTremor', 'tremorControlElements', 'tremorControlClassnames', 'TremorActionElement'],
    components: ['TremorNotToggle', 'TremorShiftActions', 'TremorValueEditor', 'TremorValueSelector'],
    controlElements: ['actionElement', 'notToggle', 'shiftActions', 'valueEditor', 'valueSelector'],
  };
  const unpublished = 'not in the published package';

  it('mark in the Tremor table exactly the controlElements keys the published package lacks', () => {
    const row = tableRows('tremor').find((cells) => cells[0] === '`tremorControlElements`')!;
    const [published, beyond = ''] = row[2]!.split(unpublished);
    const local = [
      .../tremorControlElements[^{]*\{([^}]*)\}/.exec(page('packages/tremor/src/index.ts'))![1]!.matchAll(/(\w+):/g),
    ];
    const names = (text: string) => (text.match(/`([^`]+)`/g) ?? []).map((name) => name.slice(1, -1)).sort();
    expect(names(published!)).toEqual([...publishedTremor.controlElements].sort());
    expect(names(beyond)).toEqual(
      local.map((match) => match[1]!).filter((key) => !publishedTremor.controlElements.includes(key)),
    );
  });

  // The demo, the sandbox and the Code tab all use this package's tremorControlElements: a key the published package
  // lacks (a drag handle, say) would show a control there that a reader's app never gets.
  it('give tremorControlElements exactly the keys of the published package, the drag handle left to the library', () => {
    expect(Object.keys(tremorControlElements).sort()).toEqual([...publishedTremor.controlElements].sort());
    const row = tableRows('tremor').find((cells) => cells[0] === '`tremorControlElements`')!;
    expect(row[2]).toMatch(/the drag handle stays react-querybuilder's own/);
  });

  it('mark in the Tremor table exactly the rows of components the published package lacks', () => {
    const published = [...publishedTremor.values, ...publishedTremor.components];
    for (const cells of tableRows('tremor')) {
      const values = (cells[0]!.match(/`([^`]+)`/g) ?? [])
        .map((name) => name.slice(1, -1))
        .filter((name) => !/(?:Props|Target)$/.test(name));
      if (values.length === 0 || values.includes('tremorControlElements')) continue;
      const marked = cells.slice(1).some((cell) => cell.includes(unpublished));
      expect(marked, cells[0]).toBe(values.some((name) => !published.includes(name)));
    }
  });

  // The published @react-querybuilder/bulma 7.7.1 replaces only these three controls and leaves the buttons, drag handle
  // and move buttons to react-querybuilder: a key beyond them would put a Bulma control in the demo, the sandbox and the
  // Code tab that a reader's installed package never gives, and the table would no longer say what they get.
  it('give bulmaControlElements exactly the keys of the published package, and say so in the Bulma table', () => {
    expect(Object.keys(bulmaControlElements).sort()).toEqual(['notToggle', 'valueEditor', 'valueSelector']);
    const row = tableRows('bulma').find((cells) => cells[0] === '`bulmaControlElements`')!;
    expect(row[2]).toBe(
      "`notToggle`, `valueEditor`, `valueSelector`; buttons, drag handle and move buttons stay react-querybuilder's own",
    );
    expect(tableRows('bulma').filter((cells) => cells.join(' ').includes(unpublished))).toEqual([]);
  });

  it('speak to the reader, not of the registry the site builds from', () => {
    for (const path of ['docs/compat.md', 'versioned_docs/version-7/compat.md'])
      expect(page(path), path).not.toMatch(siteVoice);
  });

  it('name their links: no raw paths as link text, no MUI heading that contradicts its section', () => {
    for (const path of ['docs/compat.md', 'versioned_docs/version-7/compat.md'])
      expect(page(path).match(/\[\/[\w/-]*\]\(/g) ?? [], path).toEqual([]);
    expect(page('versioned_docs/version-7/compat.md')).not.toMatch(/### Preloading MUI components/);
  });
});
