import Link from '@docusaurus/Link';
import { useMemo, type ReactNode } from 'react';
import { flavourIds, flavours } from '../flavours/registry';
import { encodeDemoHash, type DemoFlavour, type DemoState } from './permalink';

export const demoPath = (flavour: DemoFlavour): string => (flavour === 'default' ? '/demo' : `/demo/${flavour}`);

/** Links to every flavour that carry the current state along, so switching keeps the query and options. */
export default function FlavourSwitcher({ state }: { readonly state: DemoState }): ReactNode {
  // Nine compressed permalinks: computed when the state changes, not on every render of the shell.
  const entries = useMemo(
    () =>
      [
        { id: 'default' as const, label: 'Default' },
        ...flavourIds.map((id) => ({ id, label: flavours[id].label })),
      ].map((entry) => ({
        ...entry,
        to: `${demoPath(entry.id)}${encodeDemoHash({ ...state, flavour: entry.id })}`,
      })),
    [state],
  );
  return (
    <nav aria-label="Demo flavours">
      <ul className="pills">
        {entries.map(({ id, label, to }) => {
          const current = id === state.flavour;
          return (
            <li key={id} className={`pills__item${current ? ' pills__item--active' : ''}`}>
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                // The hash is demo state, not a heading anchor; the route itself is checked by the demo tests.
                data-noBrokenLinkCheck
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
