import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { scheduleWhenIdle } from './scheduleWhenIdle';

export const consoleUtilitiesMark = 'rqb:console-utilities';

// The utilities sit in their own chunk, fetched once the page is interactive, so they never
// weigh on first load.
if (ExecutionEnvironment.canUseDOM) {
  scheduleWhenIdle(window, () => {
    // Lets size measurements tell these deferred requests apart from the page's first-load scripts.
    performance.mark(consoleUtilitiesMark);
    void import('./install').then(({ installConsoleUtilities }) => installConsoleUtilities(window, console));
  });
}
