import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type DocSidebarMobileType from '@theme/DocSidebar/Mobile';
import type { WrapperProps } from '@docusaurus/types';
import { useMemo, type ReactNode } from 'react';
import { withIndexesAsFirstItems } from './withIndexAsFirstItem';

type Props = WrapperProps<typeof DocSidebarMobileType>;

// In the phone menu a tap on a category's label opened its index page and closed the menu, leaving the reader to scan
// its cards; there the label expands the category like its caret, and the index page is the category's first item.
export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  const sidebar = useMemo(() => withIndexesAsFirstItems(props.sidebar), [props.sidebar]);
  return <DocSidebarMobile {...props} sidebar={sidebar} />;
}
