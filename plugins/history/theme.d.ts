// The theme components of plugins/history (its getThemePath), as pages and the demo import them.
declare module '@theme/ReleaseFilter' {
  import type { ReactNode } from 'react';

  export default function ReleaseFilter(): ReactNode;
}

declare module '@theme/UpgradeCompare' {
  import type { ReactNode } from 'react';
  import type { UpgradeCompareProps } from '@site/plugins/history/components/UpgradeCompare';

  export type { UpgradeCompareProps };
  export default function UpgradeCompare(props: UpgradeCompareProps): ReactNode;
}
