import { describe, expect, it } from 'vitest';
import { fromPickerDate, toPickerDate, toRangePickerDate } from './dates';

describe('date conversions for the Tremor pickers', () => {
  it('reads a query date as local midnight and writes it back unchanged', () => {
    const date = toPickerDate('2026-02-28');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([2026, 1, 28, 0]);
    expect(fromPickerDate(date)).toBe('2026-02-28');
  });

  it('keeps the date part of a longer ISO string', () => {
    expect(fromPickerDate(toPickerDate('1999-12-31T23:59'))).toBe('1999-12-31');
  });

  it('gives no date for empty or unreadable values, and an empty string for no date', () => {
    expect(toPickerDate('')).toBeUndefined();
    expect(toPickerDate('soon')).toBeUndefined();
    expect(toPickerDate(undefined)).toBeUndefined();
    expect(fromPickerDate(undefined)).toBe('');
  });

  it('pads years, months and days', () => {
    expect(fromPickerDate(new Date(987, 0, 5))).toBe('0987-01-05');
  });

  it('reads a range end that is there but no date as today, and an empty end as none', () => {
    const today = new Date(2026, 10, 27, 15, 45);
    expect(fromPickerDate(toRangePickerDate('09:30', today))).toBe('2026-11-27');
    expect(fromPickerDate(toRangePickerDate('invalid', today))).toBe('2026-11-27');
    expect(toRangePickerDate('invalid', today)?.getHours()).toBe(0);
    expect(fromPickerDate(toRangePickerDate('2001-01-01', today))).toBe('2001-01-01');
    expect(toRangePickerDate('', today)).toBeUndefined();
    expect(toRangePickerDate(undefined, today)).toBeUndefined();
  });
});
