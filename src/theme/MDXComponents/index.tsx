import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';
import type { ComponentProps, ReactNode } from 'react';
import SampleSandbox from '../SampleSandbox';

// Wrapped so that a wide table, which scrolls sideways, can take the focus and be scrolled with the keyboard (WCAG 2.1.1).
function FocusableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

// A code name in a table cell has <wbr> between its words (plugins/rehypeTableCards), and the theme takes code with any
// child that is not text for a code block: it stays inline.
function Code({ 'data-word-breaks': wordBreaks, ...props }: ComponentProps<'code'> & { 'data-word-breaks'?: string }) {
  return wordBreaks === undefined ? <MDXComponents.code {...props} /> : <CodeInline {...props} />;
}

// SampleSandbox: what plugins/remarkSandboxLinks places under docs samples ("Open in sandbox" or why not). Not imported
// by those pages instead: a module that small is copied into each page's own chunk, not shared.
export default { ...MDXComponents, table: FocusableTable, code: Code, SampleSandbox };
