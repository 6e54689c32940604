import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteLibraryVersion } from '../../config/docsVersions';
import { undoDocs, undoDocsLabel } from './undoDocs';

describe("the demo's undo help", () => {
  it("leads to the v7 section that says the demo's release has no undo and shows how to build one", () => {
    expect(undoDocs).toBe('/docs/tips/external-controls#undo-and-redo');
    const page = readFileSync('versioned_docs/version-7/tips/external-controls.md', 'utf8');
    expect(page).toMatch(/^## Undo and redo$/m);
    expect(page).toContain(`Version ${siteLibraryVersion} has no undo or redo of its own`);
    expect(undoDocsLabel).toMatch(/demo's own/);
  });
});
