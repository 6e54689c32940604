import { useEffect, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { apiAnchorTarget } from './apiAnchorTarget';

/**
 * Sends an old member anchor of an API module page (/api/modules/react_querybuilder#formatquery) to
 * the member's own page. The hash never reaches the server, so only the client can; the anchor map
 * is in the front matter of module pages only.
 */
function ApiAnchorRedirect({ anchors }: { anchors: unknown }): null {
  const { hash } = useLocation();
  const history = useHistory();
  useEffect(() => {
    const target = apiAnchorTarget(anchors, hash);
    if (target) history.replace(target);
  }, [anchors, hash, history]);
  return null;
}

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const anchors = (useDoc().frontMatter as { api_anchors?: unknown }).api_anchors;
  return (
    <>
      {anchors === undefined ? null : <ApiAnchorRedirect anchors={anchors} />}
      <Content {...props} />
    </>
  );
}
