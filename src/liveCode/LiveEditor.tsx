import { javascript } from '@codemirror/lang-javascript';
import { EditorView } from '@codemirror/view';
import { useColorMode } from '@docusaurus/theme-common';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo, type ReactNode } from 'react';

interface LiveEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly label: string;
  readonly minHeight?: string;
  readonly maxHeight?: string;
}

/** A TSX code editor that follows the site's colour mode. */
export default function LiveEditor({ value, onChange, label, minHeight, maxHeight }: LiveEditorProps): ReactNode {
  const { colorMode } = useColorMode();
  const extensions = useMemo(
    () => [javascript({ jsx: true, typescript: true }), EditorView.contentAttributes.of({ 'aria-label': label })],
    [label],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme={colorMode === 'dark' ? 'dark' : 'light'}
      minHeight={minHeight}
      maxHeight={maxHeight}
      basicSetup={{ foldGutter: false, highlightActiveLine: false }}
    />
  );
}
