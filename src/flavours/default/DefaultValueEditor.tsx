import type { ReactNode } from 'react';
import { ValueEditor, useValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { isTextRange, rangeEndLabel, rangeEnds } from '../rangeEnds';

/** The library's range inputs, as it renders them, each named by an aria-label. */
function LabelledTextRange(props: ValueEditorProps): ReactNode {
  const { inputType, fieldData, disabled, separator = null, testID, className, title } = props;
  const { valueAsArray, multiValueHandler, valueListItemClassName } = useValueEditor(props);
  const [from, to] = rangeEnds.map((end, i) => (
    <input
      key={end}
      aria-label={rangeEndLabel(props, end)}
      type={inputType || 'text'}
      placeholder={fieldData?.placeholder ?? ''}
      value={valueAsArray[i] ?? ''}
      className={valueListItemClassName}
      disabled={disabled}
      onChange={(event) => multiValueHandler(event.target.value, i)}
    />
  ));
  return (
    <span data-testid={testID} className={className} title={title}>
      {from}
      {separator}
      {to}
    </span>
  );
}

/** The library's value editor, but a text range's two inputs get names ("Orders placed, from"), not a placeholder only. */
export function DefaultValueEditor(props: ValueEditorProps): ReactNode {
  return isTextRange(props) ? <LabelledTextRange {...props} /> : <ValueEditor {...props} />;
}
