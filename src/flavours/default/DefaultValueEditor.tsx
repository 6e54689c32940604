import type { ReactNode } from 'react';
import { ValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { LabelledTextRange } from '../LabelledTextRange';
import { isTextRange } from '../rangeEnds';

/** The library's value editor, but a text range's two inputs get names ("Orders placed, from"), not a placeholder only. */
export function DefaultValueEditor(props: ValueEditorProps): ReactNode {
  return isTextRange(props) ? <LabelledTextRange {...props} /> : <ValueEditor {...props} />;
}
