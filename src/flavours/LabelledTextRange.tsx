import type { ReactNode } from 'react';
import { useValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { rangeEndLabel, rangeEnds } from './rangeEnds';
import { RangePair } from './RangePair';

/**
 * The library's range inputs, as it renders them, each named by an aria-label; `inputClassName` adds a UI library's
 * classes to both (Bootstrap's add-on renders the same native inputs).
 */
export function LabelledTextRange(props: ValueEditorProps & { readonly inputClassName?: string }): ReactNode {
  const { inputType, fieldData, disabled, separator = null, testID, className, title, inputClassName } = props;
  const { valueAsArray, multiValueHandler, valueListItemClassName } = useValueEditor(props);
  const [from, to] = rangeEnds.map((end, i) => (
    <input
      key={end}
      aria-label={rangeEndLabel(props, end)}
      type={inputType || 'text'}
      placeholder={fieldData?.placeholder ?? ''}
      value={valueAsArray[i] ?? ''}
      className={inputClassName ? `${valueListItemClassName} ${inputClassName}` : valueListItemClassName}
      disabled={disabled}
      onChange={(event) => multiValueHandler(event.target.value, i)}
    />
  ));
  return <RangePair testID={testID} className={className} title={title} separator={separator} from={from} to={to} />;
}
