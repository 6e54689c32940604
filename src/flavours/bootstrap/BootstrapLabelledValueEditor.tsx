import { BootstrapValueEditor } from '@react-querybuilder/bootstrap';
import type { ReactNode } from 'react';
import { standardClassnames, type ValueEditorProps } from 'react-querybuilder';
import { LabelledTextRange } from '../LabelledTextRange';
import { isTextRange } from '../rangeEnds';

/** The add-on's value editor, but a text range's two inputs get names ("Orders placed, from"), not a placeholder only. */
export function BootstrapLabelledValueEditor(props: ValueEditorProps): ReactNode {
  return isTextRange(props) ? (
    <LabelledTextRange {...props} className={standardClassnames.value} inputClassName="form-control form-control-sm" />
  ) : (
    <BootstrapValueEditor {...props} />
  );
}
