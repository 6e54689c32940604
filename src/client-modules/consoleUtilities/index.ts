import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { consoleUtilitiesMark, consoleUtilitiesReadyMark } from './mark';
import { scheduleWhenIdle, whenIdle } from './scheduleWhenIdle';
import { consoleLibraryOfPath, type ConsoleLibrary } from './library';

// The utilities sit in their own chunks, fetched once the page is interactive, so they never weigh on first load.
// Only in the top document: the sandbox's preview frame is a page of the site too, but no reader types in its console.
const active = ExecutionEnvironment.canUseDOM && window.self === window.top;

/** The library the current page wants, and the one on window (undefined until the first install ends). */
let wanted: ConsoleLibrary | undefined;
let installed: ConsoleLibrary | undefined;
let installing = false;

async function install(): Promise<void> {
  installing = true;
  try {
    const { installConsoleUtilities } = await import('./install');
    // A reader may move to a page of the other version while one install runs: install again until they agree.
    while (wanted !== undefined && wanted !== installed) {
      const library: ConsoleLibrary = wanted;
      await installConsoleUtilities(window, console, () => whenIdle(window), library);
      installed = library;
    }
  } finally {
    installing = false;
  }
}

if (active) {
  wanted = consoleLibraryOfPath(window.location.pathname);
  scheduleWhenIdle(window, () => {
    // Lets size measurements tell these deferred requests apart from the page's first-load scripts.
    performance.mark(consoleUtilitiesMark);
    install()
      .then(() => performance.mark(consoleUtilitiesReadyMark))
      // Offline or mid-deploy the chunk may be gone; the page itself is unaffected, so this is only a warning.
      .catch((error: unknown) => console.warn('The react-querybuilder console utilities could not be loaded.', error));
  });
}

/** The Next docs document another release: moving between them and the other pages swaps the utilities. */
export function onRouteDidUpdate({ location }: { readonly location: { readonly pathname: string } }): void {
  if (!active) return;
  wanted = consoleLibraryOfPath(location.pathname);
  if (installed !== undefined && !installing && wanted !== installed)
    install().catch((error: unknown) =>
      console.warn('The react-querybuilder console utilities could not be loaded.', error),
    );
}
