import { forwardRef, useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';

export interface ButtonTranslations {
  readonly buttonText?: string;
  readonly buttonAriaLabel?: string;
}

export interface DocSearchButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly translations?: ButtonTranslations;
}

type Platform = 'apple' | 'other';

const isApplePlatform = (platform: string) => /Mac|iPhone|iPod|iPad/i.test(platform);

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" fill="none" strokeWidth="1.6" />
      <path d="M13 13l5 5" stroke="currentColor" fill="none" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** A key chip that looks pressed while its key is held, as DocSearch's own button does. */
function KeyChip({ reactsTo, children }: { reactsTo: string; children: ReactNode }): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsTo && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsTo || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  return (
    <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
      {children}
    </kbd>
  );
}

/**
 * The navbar's search button with DocSearch 3's markup and class names, so its stylesheet applies unchanged.
 * It stands in for `@docsearch/react/button` (see plugins/docSearchEsm): DocSearch ships as one module, and
 * importing its button put the whole modal on every page's first load.
 */
export const DocSearchButton = forwardRef<HTMLButtonElement, DocSearchButtonProps>(function DocSearchButton(
  { translations = {}, ...buttonProps },
  ref,
) {
  const { buttonText = 'Search', buttonAriaLabel = buttonText } = translations;
  // The key chips depend on the reader's platform, so they appear only after hydration.
  const [platform, setPlatform] = useState<Platform | null>(null);
  useEffect(() => setPlatform(isApplePlatform(navigator.platform) ? 'apple' : 'other'), []);
  // Named by an aria-label because narrow screens hide the visible "Search"; the label keeps that word (WCAG 2.5.3,
  // label in name), and the key chips are left out of it since aria-keyshortcuts already announces them.
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={buttonAriaLabel}
      aria-keyshortcuts={platform === 'apple' ? 'Meta+K' : 'Control+K'}
      {...buttonProps}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {platform && (
          <>
            <KeyChip reactsTo={platform === 'apple' ? 'Meta' : 'Control'}>
              {platform === 'apple' ? '⌘' : 'Ctrl'}
            </KeyChip>
            <KeyChip reactsTo="k">K</KeyChip>
          </>
        )}
      </span>
    </button>
  );
});
