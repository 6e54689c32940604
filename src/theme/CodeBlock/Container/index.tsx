import Container from '@theme-original/CodeBlock/Container';
import type ContainerType from '@theme/CodeBlock/Container';
import type { WrapperProps } from '@docusaurus/types';
import { useState, type ReactNode } from 'react';
import { ButtonsWanted } from '../buttonsWanted';

// Wrapped so the block's buttons mount on first hover, touch or focus (the <pre> takes the focus), not with the page.
export default function ContainerWrapper(props: WrapperProps<typeof ContainerType>): ReactNode {
  const [wanted, setWanted] = useState(false);
  const want = wanted ? undefined : () => setWanted(true);
  return (
    <ButtonsWanted.Provider value={wanted}>
      <Container {...props} onPointerEnter={want} onFocus={want} />
    </ButtonsWanted.Provider>
  );
}
