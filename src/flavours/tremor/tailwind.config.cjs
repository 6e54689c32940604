// @ts-check
/**
 * Tailwind CSS for the Tremor demo only: the classes Tremor's components and our Tremor flavour use,
 * with the site's own dark mode marker (Docusaurus sets data-theme on <html>) as Tailwind's `dark:`.
 */
const tremor = require('@react-querybuilder/tremor/tailwind.config.cjs');

/** @type {import('tailwindcss').Config} */
module.exports = {
  presets: [tremor],
  content: [.../** @type {string[]} */ (tremor.content)],
  darkMode: ['selector', '[data-theme="dark"]'],
};
