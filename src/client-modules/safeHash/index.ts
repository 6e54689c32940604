import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { repairHash } from './repairHash';

// Runs before the app renders, so no page ever sees a hash it cannot decode.
if (ExecutionEnvironment.canUseDOM) {
  const repaired = repairHash(window.location.hash);
  if (repaired !== window.location.hash) window.history.replaceState(window.history.state, '', repaired);
}
