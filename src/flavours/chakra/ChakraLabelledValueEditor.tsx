import { Input } from './slices/controls';
import { ChakraValueEditor } from '@react-querybuilder/chakra';
import type { ComponentProps, ReactNode } from 'react';
import { standardClassnames, useValueEditor } from 'react-querybuilder';
import { isTextRange, rangeEndLabel, rangeEnds } from '../rangeEnds';
import { RangePair } from '../RangePair';

type ChakraValueEditorProps = ComponentProps<typeof ChakraValueEditor>;

/** The add-on's range inputs, as it renders them, each named by an aria-label. */
function LabelledTextRange(props: ChakraValueEditorProps): ReactNode {
  const { inputType, fieldData, disabled, separator, testID, className, title, extraProps } = props;
  const { valueAsArray, multiValueHandler } = useValueEditor(props);
  const [from, to] = rangeEnds.map((end, i) => (
    <Input
      key={end}
      aria-label={rangeEndLabel(props, end)}
      type={inputType || 'text'}
      value={valueAsArray[i] ?? ''}
      isDisabled={disabled}
      className={standardClassnames.valueListItem}
      placeholder={fieldData?.placeholder ?? ''}
      onChange={(event) => multiValueHandler(event.target.value, i)}
      {...extraProps}
    />
  ));
  return <RangePair testID={testID} className={className} title={title} separator={separator} from={from} to={to} />;
}

/** The add-on's value editor, but a text range's two inputs get names ("Orders placed, from"), not a placeholder only. */
export function ChakraLabelledValueEditor(props: ChakraValueEditorProps): ReactNode {
  return isTextRange(props) ? <LabelledTextRange {...props} /> : <ChakraValueEditor {...props} />;
}
