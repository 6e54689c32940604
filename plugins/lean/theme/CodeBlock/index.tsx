import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import { Children, isValidElement, type ReactNode } from 'react';

/**
 * theme-classic's CodeBlock (3.10) without its remount once the page has hydrated (a key that follows useIsBrowser),
 * which drew every block again so that Prism's colours would follow a dark colour mode. ./Content follows the colour
 * mode itself, and a block the server drew keeps the server's HTML. Re-implemented, not wrapped: the remount is inside
 * the original (plugins/lean/manifest.ts, deferPrism).
 */
export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const text = Children.toArray(children).some((child) => isValidElement(child))
    ? undefined
    : Array.isArray(children)
      ? children.join('')
      : children;
  return typeof text === 'string' ? (
    <StringContent {...props}>{text}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
