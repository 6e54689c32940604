/**
 * react-querybuilder keeps dates as "YYYY-MM-DD" strings; Tremor's pickers use Date objects at local
 * midnight. Two small conversions, so the package needs no date library.
 */
const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

/** The local-midnight Date of a "YYYY-MM-DD" value (a longer ISO string keeps its date part), or undefined. */
export const toPickerDate = (value: unknown): Date | undefined => {
  const match = typeof value === 'string' ? isoDate.exec(value) : null;
  if (!match) return value instanceof Date && !Number.isNaN(value.getTime()) ? value : undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** "YYYY-MM-DD" of a Date in local time; an empty string for none. */
export const fromPickerDate = (date: Date | undefined): string =>
  date
    ? [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n, i) => `${n}`.padStart(i ? 2 : 4, '0')).join('-')
    : '';

/**
 * An end of a date range: as {@link toPickerDate}, except that a value which is there but is no date (a time of
 * day such as "09:30", or text) stands for today, as the published add-on reads it; an empty end stays empty.
 */
export const toRangePickerDate = (value: unknown, today: Date = new Date()): Date | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  return toPickerDate(value) ?? new Date(today.getFullYear(), today.getMonth(), today.getDate());
};
