import type { Props } from '@theme/DocCategoryGeneratedIndexPage';
import DocCategoryGeneratedIndexPage from '@theme-init/DocCategoryGeneratedIndexPage';
import type { ReactNode } from 'react';
import { CardAltMeta } from '../../cardHead';

// Wrapped because a category page's title is known here, not in Layout/Provider: its card's text alternative names
// the category.
export default function DocCategoryGeneratedIndexPageWithCardAlt(props: Props): ReactNode {
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <CardAltMeta pageTitle={props.categoryGeneratedIndex.title} />
    </>
  );
}
