import clsx from 'clsx';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from './tabKeys';
import styles from './demo.module.css';

export interface DemoTab {
  readonly value: string;
  readonly label: string;
  /** Called only while the tab is shown: a hidden tab renders nothing. */
  readonly render: () => ReactNode;
  /** Called when the reader heads for the tab (pointer over it, or focus), before choosing it. */
  readonly onApproach?: () => void;
}

/**
 * The Export, Import, Run and Code tabs. Not the theme's Tabs: those remount everything in them once the page has
 * hydrated (so that a tab choice remembered in the browser can show), and the demo remembers none. That remount
 * drew the export again on every demo page's first load, loading the code highlighter for it.
 */
export default function DemoTabs({
  tabs,
  label,
  selected: controlled,
  onSelect,
}: {
  readonly tabs: readonly DemoTab[];
  readonly label: string;
  /** The tab shown, when the parent decides (another tab can send the reader to it). */
  readonly selected?: string;
  readonly onSelect?: (value: string) => void;
}): ReactNode {
  const [own, setOwn] = useState(tabs[0]?.value);
  const selected = controlled ?? own;
  const setSelected = (value: string) => {
    setOwn(value);
    onSelect?.(value);
  };
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);
  const id = useId();
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;
  const shown = tabs.find((tab) => tab.value === selected) ?? tabs[0];

  // As the theme's tabs: arrows move the focus along the strip, Enter, Space or a click shows the tab.
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number, value: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelected(value);
      return;
    }
    const next = nextTabIndex(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <ul role="tablist" aria-label={label} aria-orientation="horizontal" className={clsx('tabs', styles.tabs)}>
        {tabs.map(({ value, label: tabLabel, onApproach }, index) => {
          const current = value === shown?.value;
          return (
            <li
              key={value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              role="tab"
              id={tabId(value)}
              aria-controls={current ? panelId(value) : undefined}
              aria-selected={current}
              tabIndex={current ? 0 : -1}
              className={clsx('tabs__item', current && 'tabs__item--active')}
              onClick={() => setSelected(value)}
              onKeyDown={(event) => onKeyDown(event, index, value)}
              onPointerEnter={onApproach}
              onFocus={onApproach}
            >
              {tabLabel}
            </li>
          );
        })}
      </ul>
      {shown && (
        <div role="tabpanel" id={panelId(shown.value)} aria-labelledby={tabId(shown.value)} className="margin-top--md">
          {shown.render()}
        </div>
      )}
    </div>
  );
}
