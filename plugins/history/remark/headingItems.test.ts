import { describe, expect, it } from 'vitest';
import { apiHistory } from '../apiHistory';
import { explicitId, headingItems, headingText } from './headingItems';

const history = apiHistory();
const known = (id: string) => id in history.items;

describe('headingItems', () => {
  const context = { page: 'components/querybuilder.md', section: 'Behavior flags', depth: 3 };
  it('maps a heading made of item names to those items, in the kinds the page documents', () => {
    expect(headingItems('suppressStandardClassnames', context, known)).toEqual(['prop:suppressStandardClassnames']);
    expect(headingItems('Options and fields', context, known)).toEqual([]);
    expect(headingItems('showLockButtons: lock rules and groups {#showlockbuttons}', context, known)).toEqual([
      'prop:showLockButtons',
    ]);
    expect(headingItems('Example: numbered conditions', context, known)).toEqual([]);
    const exportOptions = { page: 'utils/export.md', section: 'Options', depth: 3 };
    expect(
      headingItems('placeholderFieldName and placeholderOperatorName {#placeholder-values}', exportOptions, known),
    ).toEqual(['option:placeholderFieldName', 'option:placeholderOperatorName']);
    const formats = { page: 'utils/export.md', section: 'Reference', subsection: 'Formats in detail', depth: 4 };
    expect(headingItems('Natural language {#natural-language}', formats, known)).toEqual(['format:natural_language']);
  });
});

describe('heading text and ids', () => {
  it('separates an explicit {#id} from the text', () => {
    expect(headingText('Natural language {#natural-language}')).toBe('Natural language');
    expect(explicitId('Natural language {#natural-language}')).toBe('natural-language');
    expect(explicitId('fields')).toBeUndefined();
  });

  it('names no item for a heading that is not only item names, or in the wrong kind of section', () => {
    const exportPage = { page: 'utils/export.md', section: 'Formats', depth: 3 };
    expect(headingItems('sql', exportPage, known)).toEqual(['format:sql']);
    expect(headingItems('sql and more', exportPage, known)).toEqual([]);
    expect(headingItems('fields', { page: 'utils/misc.md', section: 'Utilities', depth: 3 }, known)).toEqual([]);
  });
});
