import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flavourIds } from '../../../src/flavours/registry';
import { browserOnlyRequest, browserOnlyRequestFor } from './serverReplacements';

const source = (path: string) => readFileSync(new URL(`../../../src/${path}`, import.meta.url), 'utf8');

/** Every request the registry's loaders import from a flavour folder, as written in its source. */
const registryRequests = [
  ...source('flavours/registry.ts').matchAll(/import\((?:\/\*[^*]*\*\/ )?'(\.\/[^']+)'\)/g),
].map((match) => match[1] ?? '');

describe('browserOnlyRequest', () => {
  it("matches every flavour module and slice the registry's loaders import, for every flavour", () => {
    expect(registryRequests.length).toBeGreaterThanOrEqual(flavourIds.length);
    for (const id of flavourIds) expect(registryRequests.some((request) => request.startsWith(`./${id}/`))).toBe(true);
    for (const request of registryRequests) expect(browserOnlyRequest.test(request), request).toBe(true);
  });

  it('is made from the flavour ids it is given, so a flavour added to the registry is covered', () => {
    const withNew = browserOnlyRequestFor([...flavourIds, 'prime-react']);
    expect(withNew.test('./prime-react/PrimeReactFlavour')).toBe(true);
    expect(browserOnlyRequest.test('./prime-react/PrimeReactFlavour')).toBe(false);
  });

  it('leaves the default flavour, which the server renders, and other modules of a flavour folder', () => {
    expect(source('flavours/default/index.ts')).toContain("from './DefaultFlavour'");
    expect(browserOnlyRequest.test('./DefaultFlavour')).toBe(false);
    expect(browserOnlyRequest.test('./default/DefaultFlavour')).toBe(false);
    expect(browserOnlyRequest.test('./mantine/MantineSelector')).toBe(false);
  });

  it('matches the editor and the sandbox, which pages render only in the browser', () => {
    expect(source('liveCode/LiveFence.tsx')).toContain("import('@site/src/liveCode/LiveCodeBlock')");
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

  it('matches the export pages’ sample panel, which the Run button loads on press', () => {
    expect(source('lab/sample/LabRun.tsx')).toContain(
      'import(/* webpackChunkName: "lab-sample" */ \'@site/src/lab/sample/SamplePanel\')',
    );
    expect(browserOnlyRequest.test('@site/src/lab/sample/SamplePanel')).toBe(true);
  });

  it("matches a flavour's slices, and no deeper path", () => {
    expect(browserOnlyRequest.test('./material/slices/styles')).toBe(true);
    expect(browserOnlyRequest.test('./material/slices/date-pickers')).toBe(true);
    expect(browserOnlyRequest.test('./material/slices/styles/more')).toBe(false);
  });

  it('matches whole requests only', () => {
    expect(browserOnlyRequest.test('./antd/AntdFlavour.css')).toBe(false);
    expect(browserOnlyRequest.test('@site/src/liveCode/LiveCodeBlockExtra')).toBe(false);
    expect(browserOnlyRequest.test('react-querybuilder')).toBe(false);
  });
});
