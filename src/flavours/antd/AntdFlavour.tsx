import { AntDValueEditor, AntDValueSelector, antdControlElements } from '@react-querybuilder/antd';
import { ConfigProvider, theme } from './slices/theme';
import type { ComponentProps, ReactNode } from 'react';
import type { ValueSelectorProps } from 'react-querybuilder';
import { isTextRange } from '../rangeEnds';
import type { FlavourModule } from '../types';
import { AntdLabelledTextRange, isPickedRange } from './AntdLabelledTextRange';

/*
 * The add-on puts each control's title on a wrapping <span>, which names nothing: Ant Design's Select and
 * Checkbox render their own focusable input. Handing the title to that input as aria-label gives every
 * select and checkbox an accessible name (WCAG 4.1.2). A text or number range's two inputs, which have a placeholder
 * only, each get their own ("Orders placed, from").
 */
function LabelledValueSelector(props: ValueSelectorProps): ReactNode {
  return <AntDValueSelector {...props} aria-label={props.title} />;
}

function LabelledValueEditor(props: ComponentProps<typeof AntDValueEditor>): ReactNode {
  if (isTextRange(props) && !isPickedRange(props)) return <AntdLabelledTextRange {...props} />;
  if (props.type !== 'checkbox') return <AntDValueEditor {...props} />;
  return <AntDValueEditor {...props} extraProps={{ ...props.extraProps, 'aria-label': props.title }} />;
}

const antdFlavourModule: FlavourModule = {
  // Ant Design styles itself with CSS-in-JS; the dark algorithm follows the site's colour mode.
  Provider: ({ colorMode, children }) => (
    <ConfigProvider
      theme={
        colorMode === 'dark'
          ? { algorithm: theme.darkAlgorithm }
          : // White on Ant Design's default blue is 4.1:1; its next darker blue keeps primary buttons at 4.5:1 (WCAG AA).
            { algorithm: theme.defaultAlgorithm, token: { colorPrimary: '#0958d9' } }
      }
    >
      {children}
    </ConfigProvider>
  ),
  controlElements: { ...antdControlElements, valueSelector: LabelledValueSelector, valueEditor: LabelledValueEditor },
};

export default antdFlavourModule;
