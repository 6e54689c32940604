import Container from '@theme-original/CodeBlock/Container';
import type ContainerType from '@theme/CodeBlock/Container';
import type { WrapperProps } from '@docusaurus/types';
import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import { useState, type ReactNode } from 'react';
import { apiDocsId } from '@site/config/apiDocsId';
import { ButtonsWanted } from '../buttonsWanted';

// Wrapped so an API page's blocks (up to 40 signatures) mount their buttons on first hover, touch or focus (the <pre>
// takes the focus), not with the page; elsewhere they mount with it, so screen readers find every copy button.
export default function ContainerWrapper(props: WrapperProps<typeof ContainerType>): ReactNode {
  // The API instance's one version covers its pages (see ../index.tsx for why not useActivePlugin).
  const onApiPage = useActiveVersion(apiDocsId) !== undefined;
  const [wanted, setWanted] = useState(!onApiPage);
  const want = wanted ? undefined : () => setWanted(true);
  return (
    <ButtonsWanted.Provider value={wanted}>
      <Container {...props} onPointerEnter={want} onFocus={want} />
    </ButtonsWanted.Provider>
  );
}
