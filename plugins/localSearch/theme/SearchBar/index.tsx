import { translate } from '@docusaurus/Translate';
import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { scheduleWhenIdle } from '@site/src/client-modules/consoleUtilities/scheduleWhenIdle';
import { DocSearchButton } from '../../client/docSearchButton/DocSearchButton';
import { keyboardAction, requestSearchOpen } from '../../client/docSearchButton/useDocSearchKeyboardEvents';
import type LocalSearchBar from './LocalSearchBar';
// Inline <style> text would be minified in the built HTML and then fail to hydrate, hence a stylesheet.
import './localSearch.css';
import './searchButton.css';

type Props = ComponentProps<typeof LocalSearchBar>;
type Engaged = NonNullable<Props['engaged']>;

/** Lets size measurements tell the search bar's deferred requests apart from the page's first-load scripts. */
export const searchBarMark = 'rqb:search-bar';

const loadSearchBar = () => import(/* webpackChunkName: "local-search-bar" */ './LocalSearchBar');

const buttonText = () =>
  translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

/**
 * The navbar's search. Its button is server-rendered with the page; the search bar behind it (theme-search-algolia's
 * SearchBar, the Algolia-shaped local client, their translations) is about 8 KB of gzip that no first paint needs,
 * so it loads once the page is idle, or as soon as the reader hovers, focuses, touches or clicks the button or
 * presses a search shortcut; a click or shortcut before then opens the modal once the bar has loaded.
 */
export default function SearchBar(props: Props): ReactNode {
  const [Bar, setBar] = useState<ComponentType<Props> | null>(null);
  const [engaged, setEngaged] = useState<Engaged | undefined>(undefined);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (Bar) return undefined;
    let cancelled = false;
    const load = () => {
      if (!performance.getEntriesByName(searchBarMark).length) performance.mark(searchBarMark);
      loadSearchBar()
        .then((module) => {
          if (!cancelled) setBar(() => module.default);
        })
        // Offline or mid-deploy the chunk may be gone: the button stays, and the next reach for it tries again.
        .catch((error: unknown) => console.warn('The search could not be loaded.', error));
    };
    if (wanted) load();
    else scheduleWhenIdle(window, () => !cancelled && setWanted(true));
    return () => {
      cancelled = true;
    };
  }, [Bar, wanted]);

  useEffect(() => {
    if (Bar) return undefined;
    // The same shortcuts as the loaded bar's; they open the modal as soon as it is there.
    const onKeyDown = (event: KeyboardEvent) => {
      if (keyboardAction(event, false, false) !== 'toggle') return;
      event.preventDefault();
      requestSearchOpen();
      setWanted(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [Bar]);

  if (Bar) return <Bar {...props} engaged={engaged} />;
  const engage = (how: Engaged) => () => {
    setEngaged((current) => current ?? how);
    setWanted(true);
  };
  const askForModal = () => {
    requestSearchOpen();
    setWanted(true);
  };
  const text = buttonText();
  return (
    <span className="local-search-bar">
      <DocSearchButton
        translations={{ buttonText: text, buttonAriaLabel: text }}
        onMouseEnter={engage('pointer')}
        onTouchStart={engage('pointer')}
        onFocus={engage('focus')}
        // Hovering loads the bar, which can replace this button between a mouse's press and release: the browser then
        // sends the click to neither button, so the press already asks for the modal. Touch waits for the tap, since a
        // swipe may start on the button.
        onPointerDown={(event) => {
          if (event.button === 0 && event.pointerType === 'mouse') askForModal();
        }}
        onClick={askForModal}
      />
    </span>
  );
}
