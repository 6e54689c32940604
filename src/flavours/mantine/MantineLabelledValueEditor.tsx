import { NumberInput, TextInput } from '@mantine/core';
import { MantineValueEditor } from '@react-querybuilder/mantine';
import type { ComponentProps, ReactNode } from 'react';
import { parseNumber, useValueEditor } from 'react-querybuilder';
import { isTextRange, rangeEndLabel, rangeEnds } from '../rangeEnds';
import { RangePair } from '../RangePair';

type MantineValueEditorProps = ComponentProps<typeof MantineValueEditor>;

/** A value as Mantine's NumberInput takes it, the add-on's way: a number, else an empty field. */
function toNumberInputValue(value: unknown): number | '' {
  if (typeof value === 'number') return value;
  const parsed: unknown = parseNumber(value, { parseNumbers: 'native' });
  return typeof parsed === 'number' && !Number.isNaN(parsed) ? parsed : '';
}

/** The add-on's number and text range inputs, as it renders them, each named by an aria-label. */
function LabelledTextRange(props: MantineValueEditorProps): ReactNode {
  const { inputType, fieldData, disabled, separator, testID, className, title, extraProps } = props;
  const { valueAsArray, multiValueHandler, valueListItemClassName } = useValueEditor(props);
  const placeholder = fieldData?.placeholder ?? '';
  const [from, to] = rangeEnds.map((end, i) =>
    inputType === 'number' ? (
      <NumberInput
        key={end}
        aria-label={rangeEndLabel(props, end)}
        placeholder={placeholder}
        value={toNumberInputValue(valueAsArray[i])}
        className={`${valueListItemClassName} input`}
        disabled={disabled}
        onChange={(value) => multiValueHandler(toNumberInputValue(value), i)}
        {...extraProps}
      />
    ) : (
      <TextInput
        key={end}
        aria-label={rangeEndLabel(props, end)}
        type={inputType || 'text'}
        placeholder={placeholder}
        value={valueAsArray[i] ?? ''}
        className={`${valueListItemClassName} input`}
        disabled={disabled}
        onChange={(event) => multiValueHandler(event.target.value, i)}
        {...extraProps}
      />
    ),
  );
  return <RangePair testID={testID} className={className} title={title} separator={separator} from={from} to={to} />;
}

/**
 * The add-on's value editor, but a number or text range's two inputs get names ("Orders placed, from"), not a
 * placeholder only. Date and time ranges stay the add-on's: Mantine's pickers render those differently.
 */
export function MantineLabelledValueEditor(props: MantineValueEditorProps): ReactNode {
  const datePicked = props.inputType === 'date' || props.inputType === 'datetime-local';
  return isTextRange(props) && !datePicked ? <LabelledTextRange {...props} /> : <MantineValueEditor {...props} />;
}
