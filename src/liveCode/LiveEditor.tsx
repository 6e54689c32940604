import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { oneDarkHighlightStyle, oneDarkTheme } from '@codemirror/theme-one-dark';
import { EditorView, ViewPlugin } from '@codemirror/view';
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

/** One Dark's coral and grey are below 4.5:1 on its background (WCAG AA); these lighter tones keep above 5:1. */
const gutterGrey = '#9aa3b2';
const accessibleDarkColors: Readonly<Record<string, string>> = { '#e06c75': '#e8838b', '#7d8799': gutterGrey };

const accessibleDarkTheme = [
  oneDarkTheme,
  EditorView.theme({ '.cm-gutterElement': { color: gutterGrey } }, { dark: true }),
  syntaxHighlighting(
    HighlightStyle.define(
      oneDarkHighlightStyle.specs.map((spec) =>
        typeof spec.color === 'string' && spec.color in accessibleDarkColors
          ? { ...spec, color: accessibleDarkColors[spec.color] }
          : spec,
      ),
    ),
  ),
];

/** The light style's regex and template-string orange (#e40) is 3.84:1 on white; a darker one keeps 5.3:1. */
const accessibleLightHighlight = syntaxHighlighting(
  HighlightStyle.define(
    defaultHighlightStyle.specs.map((spec) => (spec.color === '#e40' ? { ...spec, color: '#c33a00' } : spec)),
  ),
);

/** A scroller that overflows must be reachable with Tab so that keyboard users can scroll it (WCAG 2.1.1). */
const focusableScroller = ViewPlugin.define((view) => {
  view.scrollDOM.tabIndex = 0;
  return {};
});

/** A TSX code editor that follows the site's colour mode. */
export default function LiveEditor({ value, onChange, label, minHeight, maxHeight }: LiveEditorProps): ReactNode {
  const { colorMode } = useColorMode();
  // Long lines wrap at every width: a sideways-scrolled editor shows no scrollbar until scrolled, so a desktop reader saw
  // lines cut at the edge ("… from 'rea"), and after an edit at a line's end it hides the start of every line.
  const extensions = useMemo(
    () => [
      javascript({ jsx: true, typescript: true }),
      EditorView.contentAttributes.of({ 'aria-label': label }),
      focusableScroller,
      EditorView.lineWrapping,
      colorMode === 'dark' ? [] : accessibleLightHighlight,
    ],
    [label, colorMode],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme={colorMode === 'dark' ? accessibleDarkTheme : 'light'}
      minHeight={minHeight}
      maxHeight={maxHeight}
      basicSetup={{ foldGutter: false, highlightActiveLine: false }}
    />
  );
}
