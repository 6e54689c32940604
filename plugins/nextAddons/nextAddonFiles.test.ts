import { describe, expect, it } from 'vitest';
import { nextAddonFiles } from './nextAddonFiles';

describe('nextAddonFiles', () => {
  it('matches the files of rqb8 and of an rqb8- alias, on POSIX and Windows paths', () => {
    expect(nextAddonFiles.test('/site/node_modules/rqb8-bootstrap/dist/react-querybuilder_bootstrap.mjs')).toBe(true);
    expect(nextAddonFiles.test('C:\\site\\node_modules\\rqb8-bootstrap\\dist\\index.mjs')).toBe(true);
    expect(nextAddonFiles.test('/site/node_modules/rqb8/dist/history.mjs')).toBe(true);
  });

  it('leaves react-querybuilder 7, the 7.x add-ons and other rqb aliases alone', () => {
    expect(nextAddonFiles.test('/site/node_modules/react-querybuilder/dist/index.mjs')).toBe(false);
    expect(nextAddonFiles.test('/site/node_modules/rqb6/dist/index.mjs')).toBe(false);
    expect(nextAddonFiles.test('/site/node_modules/rqb80/dist/index.mjs')).toBe(false);
    expect(nextAddonFiles.test('/site/node_modules/@react-querybuilder/bootstrap/dist/index.mjs')).toBe(false);
    expect(nextAddonFiles.test('/site/src/sandbox/rqb8-notes.ts')).toBe(false);
  });
});
