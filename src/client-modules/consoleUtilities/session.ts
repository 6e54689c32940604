import { consoleUtilitiesReadyMark } from './mark';
import { whenIdle } from './scheduleWhenIdle';
import { consoleLibraryOfPath, type ConsoleLibrary } from './library';
import { installConsoleUtilities } from './install';

/** The library the current page wants, and the one on window (undefined until the first install ends). */
let wanted: ConsoleLibrary | undefined;
let installed: ConsoleLibrary | undefined;
let installing = false;

const warn = (error: unknown) => console.warn('The react-querybuilder console utilities could not be loaded.', error);

async function install(): Promise<void> {
  installing = true;
  try {
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

/** Installs the utilities of the page at `pathname`, then marks them ready. */
export function start(pathname: string): void {
  wanted = consoleLibraryOfPath(pathname);
  install()
    .then(() => performance.mark(consoleUtilitiesReadyMark))
    // Offline or mid-deploy a chunk may be gone; the page itself is unaffected, so this is only a warning.
    .catch(warn);
}

/** The Next docs document another release: moving between them and the other pages swaps the utilities. */
export function routeChanged(pathname: string): void {
  wanted = consoleLibraryOfPath(pathname);
  if (installed !== undefined && !installing && wanted !== installed) install().catch(warn);
}
