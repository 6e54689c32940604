import { describe, expect, it } from 'vitest';
import { compileLive } from './compileLive';

const scope = {
  react: async () => ({ useState: () => [] }),
  'react/jsx-runtime': async () => ({ jsx: () => null }),
};

describe('compileLive', () => {
  it('returns the default export of a working module', async () => {
    const result = await compileLive(
      `import { useState } from 'react';\nexport default function App() { return <p>hi</p>; }`,
      scope,
    );
    expect(result.ok && typeof result.component).toBe('function');
  });

  it('classifies syntax, import and runtime failures', async () => {
    await expect(compileLive('export default function App( {', scope)).resolves.toMatchObject({
      ok: false,
      kind: 'syntax',
    });
    await expect(compileLive(`import x from 'left-pad';\nexport default () => x;`, scope)).resolves.toMatchObject({
      ok: false,
      kind: 'module',
      message: expect.stringContaining('left-pad'),
    });
    await expect(compileLive(`throw new Error('at load');`, scope)).resolves.toEqual({
      ok: false,
      kind: 'runtime',
      message: 'at load',
    });
  });

  it('asks for a component when the default export is missing', async () => {
    await expect(compileLive('export const answer = 42;', scope)).resolves.toMatchObject({
      ok: false,
      kind: 'runtime',
      message: expect.stringContaining('default export'),
    });
  });
});
