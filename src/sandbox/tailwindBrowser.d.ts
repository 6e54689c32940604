/** Tailwind's browser build: a script that, once run, styles the document's class names (no exports, no types). */
declare module '@tailwindcss/browser';
