import { FormControl, TextField } from './slices/fields';
import { MaterialValueEditor } from '@react-querybuilder/material';
import type { ComponentProps, ReactNode } from 'react';
import { useValueEditor } from 'react-querybuilder';
import { isTextRange, rangeEndLabel, rangeEnds } from '../rangeEnds';

type MaterialValueEditorProps = ComponentProps<typeof MaterialValueEditor>;

/** The add-on's range text fields, as it renders them, each named by an aria-label on its input. */
function LabelledTextRange(props: MaterialValueEditorProps): ReactNode {
  const { inputType, fieldData, disabled, separator, testID, className, title, extraProps } = props;
  const { valueAsArray, multiValueHandler, valueListItemClassName } = useValueEditor(props);
  const [from, to] = rangeEnds.map((end, i) => (
    <TextField
      key={end}
      variant="standard"
      type={inputType || 'text'}
      className={valueListItemClassName}
      placeholder={fieldData?.placeholder ?? ''}
      value={valueAsArray[i] ?? ''}
      disabled={disabled}
      onChange={(event) => multiValueHandler(event.target.value, i)}
      slotProps={{ htmlInput: { 'aria-label': rangeEndLabel(props, end) } }}
      {...extraProps}
    />
  ));
  return (
    <FormControl data-testid={testID} className={className} title={title} disabled={disabled}>
      {from}
      {separator}
      {to}
    </FormControl>
  );
}

type EditorType = MaterialValueEditorProps['type'];
/** Types the add-on renders as MUI's Checkbox or Switch, which take the input's own props as `inputProps`. */
const isToggle = (type: EditorType) => type === 'checkbox' || type === 'switch';
/** Types the add-on renders as a TextField, whose `title` lands on its root element, not on the input. */
const isTextField = (type: EditorType) => type === undefined || type === 'text';

/*
 * The add-on puts each control's title on a wrapper (the FormControl, or the TextField's root), which names nothing:
 * MUI renders the focusable element itself. Handing the title to that element gives every checkbox, switch and text
 * field an accessible name (WCAG 4.1.2), and each end of a text range its own ("Orders placed, from").
 */
export function MaterialLabelledValueEditor(props: MaterialValueEditorProps): ReactNode {
  if (isTextRange(props)) return <LabelledTextRange {...props} />;
  if (isToggle(props.type))
    return (
      <MaterialValueEditor {...props} extraProps={{ ...props.extraProps, inputProps: { 'aria-label': props.title } }} />
    );
  if (isTextField(props.type))
    return (
      <MaterialValueEditor
        {...props}
        extraProps={{ ...props.extraProps, slotProps: { htmlInput: { 'aria-label': props.title } } }}
      />
    );
  return <MaterialValueEditor {...props} />;
}
