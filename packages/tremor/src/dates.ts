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
