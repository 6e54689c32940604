import type { FullField } from 'react-querybuilder';

/**
 * Accessible name of a value editor: its title ("Value" by default) and the field it edits, so a screen
 * reader user can tell the editors of several rules apart, e.g. "Value of First name".
 *
 * @param title - the `title` react-querybuilder passes to the value editor
 * @param fieldData - the field of the rule
 * @param part - which input of a range ("from" or "to"), if any
 */
export const valueEditorLabel = (title: string | undefined, fieldData: FullField | undefined, part?: string): string =>
  [title || 'Value', fieldData?.label && `of ${fieldData.label}`, part && `(${part})`].filter(Boolean).join(' ');
