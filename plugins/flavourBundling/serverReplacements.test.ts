import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserOnlyRequest } from './serverReplacements';

const source = (path: string) => readFileSync(new URL(`../../src/${path}`, import.meta.url), 'utf8');

describe('browserOnlyRequest', () => {
  it('matches the flavour modules the adapters import, except the default flavour the server renders', () => {
    for (const name of ['Antd', 'Bootstrap', 'Bulma', 'Chakra', 'Fluent', 'Mantine', 'Material', 'Tremor']) {
      const request = `./${name}Flavour`;
      // The import may carry a chunk name: `import(/* webpackChunkName: "…" */ './XFlavour')`.
      expect(source(`flavours/${name.toLowerCase()}/index.ts`)).toMatch(
        new RegExp(`import\\((?:/\\*[^*]*\\*/ )?'\\${request}'\\)`),
      );
      expect(browserOnlyRequest.test(request)).toBe(true);
    }
    expect(browserOnlyRequest.test('./DefaultFlavour')).toBe(false);
  });

  it('matches the editor and the sandbox, which pages render only in the browser', () => {
    expect(source('theme/CodeBlock/index.tsx')).toContain("import('@site/src/liveCode/LiveCodeBlock')");
    expect(source('pages/sandbox.tsx')).toContain("import('@site/src/sandbox/SandboxApp')");
    expect(source('pages/sandbox/frame.tsx')).toContain("import('@site/src/sandbox/SandboxFrameApp')");
    for (const request of [
      '@site/src/liveCode/LiveCodeBlock',
      '@site/src/sandbox/SandboxApp',
      '@site/src/sandbox/SandboxFrameApp',
    ]) {
      expect(browserOnlyRequest.test(request)).toBe(true);
    }
  });

  it('matches the Run tab and its lab session, which start workers and render only once the tab is chosen', () => {
    for (const request of ['../lab/run/RunPanel', '../lab/run/labSession']) {
      expect(source('demo/DemoShell.tsx')).toContain(`import('${request}')`);
      expect(browserOnlyRequest.test(request)).toBe(true);
    }
  });

  it("matches a flavour's slices, which only its adapter and flavour module import", () => {
    expect(source('flavours/material/index.ts')).toContain("'./slices/styles'");
    expect(browserOnlyRequest.test('./slices/styles')).toBe(true);
    expect(browserOnlyRequest.test('./slices/date-pickers')).toBe(true);
    expect(browserOnlyRequest.test('./slices/styles/more')).toBe(false);
  });

  it('matches whole requests only', () => {
    expect(browserOnlyRequest.test('./AntdFlavour.css')).toBe(false);
    expect(browserOnlyRequest.test('@site/src/liveCode/LiveCodeBlockExtra')).toBe(false);
    expect(browserOnlyRequest.test('react-querybuilder')).toBe(false);
  });
});
