import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { scheduleWhenIdle } from './scheduleWhenIdle';

// The utilities sit in their own chunk, fetched once the page is interactive, so they never
// weigh on first load.
if (ExecutionEnvironment.canUseDOM) {
  scheduleWhenIdle(window, () => {
    void import('./install').then(({ installConsoleUtilities }) => installConsoleUtilities(window, console));
  });
}
