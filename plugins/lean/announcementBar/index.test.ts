import { describe, expect, it } from 'vitest';
import { checkDismissedAttribute } from './index';

describe('the announcementBarNewId patch', () => {
  it('finds the attribute it clears in the installed theme (the check that stops the build when it is gone)', () => {
    expect(() => checkDismissedAttribute()).not.toThrow();
  });
});
