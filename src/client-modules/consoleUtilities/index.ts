import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { consoleUtilitiesMark, consoleUtilitiesReadyMark } from './mark';
import { scheduleWhenIdle, whenIdle } from './scheduleWhenIdle';

// The utilities sit in their own chunk, fetched once the page is interactive, so they never
// weigh on first load.
// Only in the top document: the sandbox's preview frame is a page of the site too, but no reader types in its console.
if (ExecutionEnvironment.canUseDOM && window.self === window.top) {
  scheduleWhenIdle(window, () => {
    // Lets size measurements tell these deferred requests apart from the page's first-load scripts.
    performance.mark(consoleUtilitiesMark);
    import('./install')
      .then(({ installConsoleUtilities }) => installConsoleUtilities(window, console, () => whenIdle(window)))
      .then(() => performance.mark(consoleUtilitiesReadyMark))
      // Offline or mid-deploy the chunk may be gone; the page itself is unaffected, so this is only a warning.
      .catch((error: unknown) => console.warn('The react-querybuilder console utilities could not be loaded.', error));
  });
}
