import type { ValueEditorProps } from 'react-querybuilder';

/** The two ends of a range, in the order react-querybuilder keeps their values. */
export const rangeEnds = ['from', 'to'] as const;
export type RangeEnd = (typeof rangeEnds)[number];

/**
 * Whether the value editor shows a text range: one input per end, which the library's editor and the add-ons render
 * with a placeholder only, so neither input has an accessible name.
 */
export const isTextRange = ({ operator, type }: Pick<ValueEditorProps, 'operator' | 'type'>): boolean =>
  (operator === 'between' || operator === 'notBetween') && (type === undefined || type === 'text');

/**
 * Accessible name of one end's input, e.g. "Orders placed, from": the field names what is compared, the end tells
 * the two inputs apart.
 */
export const rangeEndLabel = ({ field, fieldData }: Pick<ValueEditorProps, 'field' | 'fieldData'>, end: RangeEnd) =>
  `${fieldData?.label || field}, ${end}`;
