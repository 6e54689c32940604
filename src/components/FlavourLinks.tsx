import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import { flavourIds, flavours, type FlavourId } from '@site/src/flavours/registry';

/** Links to every flavour demo; the current one, if any, is marked. */
export default function FlavourLinks({ current }: { readonly current?: FlavourId }): ReactNode {
  return (
    <nav aria-label="Demo flavours">
      <ul className="pills">
        <li className={`pills__item${current === undefined ? ' pills__item--active' : ''}`}>
          <Link to="/demo" aria-current={current === undefined ? 'page' : undefined}>
            Default
          </Link>
        </li>
        {flavourIds.map(id => (
          <li key={id} className={`pills__item${current === id ? ' pills__item--active' : ''}`}>
            <Link to={`/demo/${id}`} aria-current={current === id ? 'page' : undefined}>
              {flavours[id].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
