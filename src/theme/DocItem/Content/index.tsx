import { useEffect, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { apiAnchorTarget, decodeHash } from './apiAnchorTarget';

/**
 * Sends an old member anchor of an API module page (/api/modules/react_querybuilder#formatquery) to
 * the member's own page. The hash never reaches the server, so only the client can. The module's
 * anchor map (api/anchors/{module}.json, written by scripts/api/generate.mjs) is a chunk of its own,
 * loaded only when a hash the page does not hold is followed.
 */
function ApiAnchorRedirect({ module }: { module: string }): null {
  const { hash } = useLocation();
  const history = useHistory();
  useEffect(() => {
    const id = decodeHash(hash);
    if (!id || document.getElementById(id)) return;
    let current = true;
    import(`@site/api/anchors/${module}.json`)
      .then((anchors: { default: unknown }) => {
        const target = apiAnchorTarget(anchors.default, hash);
        if (current && target) history.replace(target);
      })
      .catch(() => undefined); // No map (a stale page after a deploy): the overview stays, as for any unknown anchor.
    return () => {
      current = false;
    };
  }, [module, hash, history]);
  return null;
}

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const module = (useDoc().frontMatter as { api_anchors?: unknown }).api_anchors;
  return (
    <>
      {typeof module === 'string' && /^[a-z_]+$/.test(module) ? <ApiAnchorRedirect module={module} /> : null}
      <Content {...props} />
    </>
  );
}
