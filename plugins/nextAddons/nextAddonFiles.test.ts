import { describe, expect, it } from 'vitest';
import { nextAddonFiles } from './nextAddonFiles';

describe('nextAddonFiles', () => {
  it('matches the files of an rqb8- alias, on POSIX and Windows paths', () => {
    expect(nextAddonFiles.test('/site/node_modules/rqb8-bootstrap/dist/react-querybuilder_bootstrap.mjs')).toBe(true);
    expect(nextAddonFiles.test('C:\\site\\node_modules\\rqb8-bootstrap\\dist\\index.mjs')).toBe(true);
  });

  it('leaves react-querybuilder 8 itself and the 7.x add-ons alone', () => {
    expect(nextAddonFiles.test('/site/node_modules/rqb8/dist/index.mjs')).toBe(false);
    expect(nextAddonFiles.test('/site/node_modules/@react-querybuilder/bootstrap/dist/index.mjs')).toBe(false);
    expect(nextAddonFiles.test('/site/src/sandbox/rqb8-notes.ts')).toBe(false);
  });
});
