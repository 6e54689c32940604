import MDXComponents from '@theme-original/MDXComponents';
import type { ComponentProps, ReactNode } from 'react';
import SampleSandbox from '../SampleSandbox';

// Wrapped so that a wide table, which scrolls sideways, can take the focus and be scrolled with the keyboard (WCAG 2.1.1).
function FocusableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

// SampleSandbox: what plugins/remarkSandboxLinks places under docs samples ("Open in sandbox" or why not). Not imported
// by those pages instead: a module that small is copied into each page's own chunk, not shared.
export default { ...MDXComponents, table: FocusableTable, SampleSandbox };
