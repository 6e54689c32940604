import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import { flavourIds, flavours } from '../flavours/registry';
import { encodeDemoHash, type DemoFlavour, type DemoState } from './permalink';

export const demoPath = (flavour: DemoFlavour): string => (flavour === 'default' ? '/demo' : `/demo/${flavour}`);

/** Links to every flavour that carry the current state along, so switching keeps the query and options. */
export default function FlavourSwitcher({ state }: { readonly state: DemoState }): ReactNode {
  const entries: { id: DemoFlavour; label: string }[] = [
    { id: 'default', label: 'Default' },
    ...flavourIds.map(id => ({ id, label: flavours[id].label })),
  ];
  return (
    <nav aria-label="Demo flavours">
      <ul className="pills">
        {entries.map(({ id, label }) => {
          const current = id === state.flavour;
          return (
            <li key={id} className={`pills__item${current ? ' pills__item--active' : ''}`}>
              <Link
                to={`${demoPath(id)}${encodeDemoHash({ ...state, flavour: id })}`}
                aria-current={current ? 'page' : undefined}
                // The hash is demo state, not a heading anchor; the route itself is checked by the demo tests.
                data-noBrokenLinkCheck>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
