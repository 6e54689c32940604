import { useEffect, useState, type ReactNode } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text` and says so next to the button (announced politely) for a moment. */
export default function CopyButton({ text, label }: { readonly text: string; readonly label: string }): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  // A new text makes an old confirmation untrue.
  useEffect(() => setState('idle'), [text]);

  const copy = () => {
    // The Clipboard API is missing outside secure contexts: that is a failure to report, not to throw.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => setState('copied'),
        () => setState('failed'),
      );
  };
  return (
    <span>
      <button type="button" className="button button--sm button--secondary" onClick={copy} aria-label={label}>
        Copy
      </button>{' '}
      <span role="status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copying failed: select the text instead' : ''}
      </span>
    </span>
  );
}
