import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type { WrapperProps } from '@docusaurus/types';
import { useContext, type ReactNode } from 'react';
import { ButtonsWanted } from '../buttonsWanted';
import styles from './styles.module.css';

// Wrapped so that an API page mounts a block's buttons on first use (../buttonsWanted), and so that touch screens,
// which cannot hover, show them (styles.module.css).
export default function ButtonsWrapper(props: WrapperProps<typeof ButtonsType>): ReactNode {
  const className = props.className ? `${props.className} ${styles.alwaysShown}` : styles.alwaysShown;
  return useContext(ButtonsWanted) ? <Buttons {...props} className={className} /> : null;
}
