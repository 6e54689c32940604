import Icon from '@theme-original/DocCard/Heading/Icon';
import type { Props } from '@theme/DocCard/Heading/Icon';
import type { ReactNode } from 'react';
import { cardIconKind, type CardIconKind } from './cardIconKind';

const paths: Record<CardIconKind, ReactNode> = {
  category: (
    <>
      <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h4l2 2h9A1.5 1.5 0 0 1 21 9.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" />
      <path d="M3 11h18" />
    </>
  ),
  page: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  external: (
    <>
      <path d="M10 14L20 4M14 4h6v6" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </>
  ),
};

// Wrapped because the theme's fallback icons are emoji (🗃️, 📄️, 🔗), which show as empty boxes without an emoji font.
export default function DocCardHeadingIconWrapper({ item, icon }: Props): ReactNode {
  const kind = cardIconKind(item, icon);
  if (!kind) return <Icon item={item} icon={icon} />;
  const svg = (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-0.125em' }}
    >
      {paths[kind]}
    </svg>
  );
  return <Icon item={item} icon={svg} />;
}
