import { describe, expect, it } from 'vitest';
import { isQueryStringOnlyChange } from './isQueryStringOnlyChange';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('isQueryStringOnlyChange', () => {
  it('is true when only the query string differs', () => {
    expect(isQueryStringOnlyChange(at('/search', '?q=a'), at('/search', '?q=b'))).toBe(true);
    expect(isQueryStringOnlyChange(at('/search'), at('/search', '?q=b'))).toBe(true);
  });

  it('is false when the path or hash changes, or nothing does', () => {
    expect(isQueryStringOnlyChange(at('/a', '?q=a'), at('/b', '?q=b'))).toBe(false);
    expect(isQueryStringOnlyChange(at('/a', '?q=a', '#x'), at('/a', '?q=b', '#y'))).toBe(false);
    expect(isQueryStringOnlyChange(at('/a', '?q=a'), at('/a', '?q=a'))).toBe(false);
  });
});
