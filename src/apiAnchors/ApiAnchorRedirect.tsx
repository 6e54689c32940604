import { useEffect } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { apiAnchorTarget, decodeHash } from './apiAnchorTarget';

/**
 * Sends an old member anchor of an API module page (/api/modules/react_querybuilder#formatquery) to
 * the member's own page. The hash never reaches the server, so only the client can. The module's
 * anchor map (api/anchors/{module}.json, written by scripts/api/generate.mjs) is a chunk of its own,
 * loaded only when a hash the page does not hold is followed.
 */
export default function ApiAnchorRedirect({ module }: { module: string }): null {
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
