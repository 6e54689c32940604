import type { ReactNode } from 'react';

interface RangePairProps {
  readonly testID?: string;
  readonly className?: string;
  readonly title?: string;
  readonly separator?: ReactNode;
  readonly from: ReactNode;
  readonly to: ReactNode;
}

/** The span the library and the add-ons put a range's two inputs in, so styles and tests find the value as before. */
export function RangePair({ testID, className, title, separator = null, from, to }: RangePairProps): ReactNode {
  return (
    <span data-testid={testID} className={className} title={title}>
      {from}
      {separator}
      {to}
    </span>
  );
}
