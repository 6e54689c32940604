import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type { WrapperProps } from '@docusaurus/types';
import type { CSSProperties, ReactNode } from 'react';
import { indentColumns } from './lineIndent';
import { isMemberDot } from './memberDot';

type Props = WrapperProps<typeof LineType>;

// Wrapped so a long line that wraps continues inside its own indentation (custom.css reads --line-indent): at one
// fixed hanging indent, the continuation of an indented line lined up with the lines around it and read as the next.
// It also marks a member access's dot, where custom.css offers a phone no break: "option." / "name" read as two names.
export default function LineWrapper(props: Props): ReactNode {
  const columns = indentColumns(props.line);
  const getLineProps: Props['getLineProps'] = (input) => {
    const lineProps = props.getLineProps(input);
    return { ...lineProps, style: { ...lineProps.style, '--line-indent': `${columns}ch` } as CSSProperties };
  };
  const getTokenProps: Props['getTokenProps'] = (input) =>
    props.getTokenProps(isMemberDot(input.token) ? { ...input, className: 'member-dot' } : input);
  return <Line {...props} getLineProps={columns ? getLineProps : props.getLineProps} getTokenProps={getTokenProps} />;
}
