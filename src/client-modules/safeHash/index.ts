import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { repairHash } from './repairHash';

function repairLocationHash() {
  const repaired = repairHash(window.location.hash);
  if (repaired !== window.location.hash) window.history.replaceState(window.history.state, '', repaired);
}

if (ExecutionEnvironment.canUseDOM) {
  // Runs before the app renders, and its popstate listener is registered before the router's, so
  // neither the first render nor a later hash change ever hands the router an undecodable hash.
  repairLocationHash();
  window.addEventListener('popstate', repairLocationHash);
}
