import MDXComponents from '@theme-original/MDXComponents';
import type { ComponentProps, ReactNode } from 'react';

// Wrapped so that a wide table, which scrolls sideways, can take the focus and be scrolled with the keyboard (WCAG 2.1.1).
function FocusableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

// SampleSandbox is not here: plugins/remarkSandboxLinks imports it into the pages with samples.
export default { ...MDXComponents, table: FocusableTable };
