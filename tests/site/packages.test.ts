// The flavour packages as npm users get them: each one packs on its own (its prepack script builds
// dist/), the tarball holds its README and whatever main, types and exports name, and once installed
// into a scratch project it renders a query builder. Needs no network: the tarballs have no
// dependencies of their own to fetch, and their peers (react, react-querybuilder, the UI libraries)
// resolve from the site's node_modules above the scratch project.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flavourIds, flavours } from '../../src/flavours/registry';
import { flavourCode } from '../../src/flavours/registryCode';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const ids = flavourIds.filter((id) => flavours[id].source === 'workspace');
type Id = (typeof ids)[number];

interface PackResult {
  filename: string;
  files: { path: string }[];
}

/** Every file path an `exports` map names. */
const exportTargets = (exports: unknown): string[] =>
  typeof exports === 'string'
    ? [exports]
    : exports && typeof exports === 'object'
      ? Object.values(exports).flatMap(exportTargets)
      : [];

const withoutDotSlash = (path: string) => path.replace(/^\.\//, '');

// Inside node_modules/.cache, so that Node resolves the peers from the site's node_modules.
const scratch = join(root, 'node_modules', '.cache', 'rqb-pack-test');
const tarballs = mkdtempSync(join(tmpdir(), 'rqb-pack-'));
const packed = {} as Record<Id, PackResult>;
let rendered: Record<Id, { resolved: string; html: string }>;

// Child processes run asynchronously: a test worker blocked for a minute would miss vitest's own messages.
beforeAll(async () => {
  await Promise.all(
    ids.map(async (id) => {
      const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', tarballs], {
        cwd: join(root, 'packages', id),
      });
      // prepack's build prints before npm's JSON.
      packed[id] = (JSON.parse(stdout.slice(stdout.indexOf('['))) as PackResult[])[0]!;
    }),
  );
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'rqb-pack-test', version: '0.0.0', private: true }),
  );
  await run(
    'npm',
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--legacy-peer-deps',
      '--ignore-scripts',
      '--no-package-lock',
      ...ids.map((id) => join(tarballs, packed[id].filename)),
    ],
    { cwd: scratch },
  );
  writeFileSync(
    join(scratch, 'render.cjs'),
    `const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');
const { QueryBuilder } = require('react-querybuilder');
const fields = [{ name: 'name', label: 'Name' }, { name: 'born', label: 'Born', inputType: 'date' }];
const defaultQuery = { combinator: 'and', rules: [{ field: 'name', operator: '=', value: 'Ada' }, { field: 'born', operator: '=', value: '1815-12-10' }] };
const providers = ${JSON.stringify(Object.fromEntries(ids.map((id) => [id, flavourCode[id].appCode.wrappers.at(-1)])))};
const out = {};
for (const [id, provider] of Object.entries(providers)) {
  const name = '@react-querybuilder/' + id;
  const Provider = require(name)[provider];
  out[id] = { resolved: require.resolve(name), html: renderToString(h(Provider, null, h(QueryBuilder, { fields, defaultQuery, showNotToggle: true }))) };
}
process.stdout.write(JSON.stringify(out));
`,
  );
  rendered = JSON.parse((await run(process.execPath, ['render.cjs'], { cwd: scratch })).stdout) as typeof rendered;
  // Type-checking the three builds dominates (about 20 s of CPU); a busy shared machine stretches the wall time.
}, 240_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(tarballs, { recursive: true, force: true });
});

describe.each(ids)('@react-querybuilder/%s packed for npm', (id) => {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', id, 'package.json'), 'utf8')) as {
    main: string;
    types: string;
    exports: unknown;
  };

  it('holds its README and every file main, types and exports name', () => {
    const files = packed[id].files.map((file) => file.path);
    const named = [manifest.main, manifest.types, ...exportTargets(manifest.exports)].map(withoutDotSlash);
    expect(files).toContain('README.md');
    expect(named.filter((path) => !files.includes(path))).toEqual([]);
    expect(files.filter((path) => /\.test\.|^src\//.test(path))).toEqual([]);
  });

  it('installs from its tarball and renders a query builder', () => {
    expect(rendered[id].resolved.startsWith(join(scratch, 'node_modules', '@react-querybuilder', id))).toBe(true);
    const { html } = rendered[id];
    expect(html).toContain('class="queryBuilder');
    expect(html).toContain('value="Ada"');
  });
});

describe('the flavours render their own UI library', () => {
  it('Bulma: Bulma classes on buttons and selects', () => {
    expect(rendered.bulma.html).toMatch(/class="[^"]*\bbutton\b[^"]*"/);
    expect(rendered.bulma.html).toContain('select is-small');
  });

  it('Fluent UI: Fluent buttons and inputs', () => {
    expect(rendered.fluent.html).toContain('fui-Button');
    expect(rendered.fluent.html).toContain('fui-Input');
  });

  it('Tremor: Tremor components, with its date picker for a date field', () => {
    expect(rendered.tremor.html).toContain('tremor-Button');
    expect(rendered.tremor.html).toContain('tremor-DatePicker');
  });
});
