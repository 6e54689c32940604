import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type { WrapperProps } from '@docusaurus/types';
import { useContext, type ReactNode } from 'react';
import { ButtonsWanted } from '../buttonsWanted';

export default function ButtonsWrapper(props: WrapperProps<typeof ButtonsType>): ReactNode {
  return useContext(ButtonsWanted) ? <Buttons {...props} /> : null;
}
