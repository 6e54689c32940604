import { useWindowSize } from '@docusaurus/theme-common';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import { withIndexAsFirstItem } from './withIndexAsFirstItem';

type Props = WrapperProps<typeof CategoryType>;

// In the phone menu a tap on a category's label opened its index page and closed the menu, leaving the reader to scan
// its cards; there it expands the category like its caret, and the index page becomes the category's first item.
export default function CategoryWrapper(props: Props): ReactNode {
  const inPhoneMenu = useWindowSize() === 'mobile';
  return <Category {...props} item={inPhoneMenu ? withIndexAsFirstItem(props.item) : props.item} />;
}
