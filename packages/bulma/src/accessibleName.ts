import type { FullField } from 'react-querybuilder';

/**
 * Accessible name of a value editor, e.g. "Value of First name (from)": screen reader users can tell
 * the editors of several rules apart, while the `title` attribute stays exactly as react-querybuilder
 * passed it.
 */
export const valueEditorLabel = (title: string | undefined, fieldData: FullField | undefined, part?: string): string =>
  [title || 'Value', fieldData?.label && `of ${fieldData.label}`, part && `(${part})`].filter(Boolean).join(' ');
