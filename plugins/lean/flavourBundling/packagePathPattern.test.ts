import { describe, expect, it } from 'vitest';
import { packagePathPattern } from './packagePathPattern';

describe('packagePathPattern', () => {
  const pattern = packagePathPattern(['@react-querybuilder/antd', '@tremor/react', 'bulma']);

  it('matches files of the named packages, with either separator', () => {
    expect(pattern.test('/site/node_modules/@react-querybuilder/antd/dist/index.mjs')).toBe(true);
    expect(pattern.test('C:\\site\\node_modules\\@tremor\\react\\dist\\index.js')).toBe(true);
    expect(pattern.test('/site/node_modules/bulma/css/bulma.css')).toBe(true);
  });

  it('matches no other package, even one whose name starts the same', () => {
    expect(pattern.test('/site/node_modules/@react-querybuilder/antd-extra/index.js')).toBe(false);
    expect(pattern.test('/site/node_modules/@react-querybuilder/chakra/index.js')).toBe(false);
    expect(pattern.test('/site/src/flavours/antd/AntdFlavour.tsx')).toBe(false);
  });

  it('matches nothing when the list is empty', () => {
    expect(packagePathPattern([]).test('/site/node_modules/antd/index.js')).toBe(false);
  });
});
