/**
 * The performance mark set when the console utilities start loading, once the page is first idle after hydration.
 * Size measurements and browser tests read it (from Node, hence a module free of Docusaurus imports) to tell
 * first-load work from deferred work.
 */
export const consoleUtilitiesMark = 'rqb:console-utilities';

/** Set once every console utility is installed: the last of the deferred work every page does. */
export const consoleUtilitiesReadyMark = 'rqb:console-utilities-ready';
