import { Input, InputNumber } from './slices/inputs';
import type { AntDValueEditor } from '@react-querybuilder/antd';
import type { ComponentProps, ReactNode } from 'react';
import { standardClassnames, useValueEditor } from 'react-querybuilder';
import { rangeEndLabel, rangeEnds } from '../rangeEnds';
import { RangePair } from '../RangePair';

type AntDValueEditorProps = ComponentProps<typeof AntDValueEditor>;

/** Range editors the add-on renders as pickers (dates, times): left to it. */
export const isPickedRange = ({ inputType }: Pick<AntDValueEditorProps, 'inputType'>): boolean =>
  inputType === 'date' || inputType === 'datetime-local' || inputType === 'time';

/** The add-on's number and text range inputs, as it renders them, each named by an aria-label. */
export function AntdLabelledTextRange(props: AntDValueEditorProps): ReactNode {
  const { inputType, fieldData, disabled, separator, testID, className, title, extraProps } = props;
  const { valueAsArray, multiValueHandler } = useValueEditor(props);
  const placeholder = fieldData?.placeholder ?? '';
  const [from, to] = rangeEnds.map((end, i) =>
    inputType === 'number' ? (
      <InputNumber
        key={end}
        aria-label={rangeEndLabel(props, end)}
        type="number"
        value={valueAsArray[i] ?? ''}
        className={standardClassnames.valueListItem}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(value) => multiValueHandler(value, i)}
        {...extraProps}
      />
    ) : (
      <Input
        key={end}
        aria-label={rangeEndLabel(props, end)}
        type={inputType || 'text'}
        value={valueAsArray[i] ?? ''}
        className={standardClassnames.valueListItem}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => multiValueHandler(event.target.value, i)}
        {...extraProps}
      />
    ),
  );
  return <RangePair testID={testID} className={className} title={title} separator={separator} from={from} to={to} />;
}
