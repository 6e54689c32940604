// @ts-check
/**
 * Tailwind CSS 3 preset for @react-querybuilder/tremor. Tremor 3 ships no stylesheet: its components
 * carry Tailwind utility classes, so the application's Tailwind build must (1) scan Tremor's compiled
 * components and this package's sources for class names, (2) define the `tremor-*` design tokens those
 * classes use, and (3) use the `dark` class strategy, because Tremor's dark styles are `dark:` variants.
 *
 * Use it from the application's tailwind.config; Tailwind takes `content` from the application's own
 * config only, so the preset's globs are spread into it:
 *   const tremor = require('@react-querybuilder/tremor/tailwind.config.cjs');
 *   module.exports = { presets: [tremor], content: [...tremor.content, './src/my-tremor-page.tsx'] };
 * and put the `dark` class on an ancestor of the query builder for the dark theme. An application that
 * marks dark mode differently can override `darkMode`, e.g. ['variant', '[data-theme="dark"] &'].
 */
const path = require('node:path');
const colors = require('tailwindcss/colors');

// Content paths in a preset are resolved from the working directory, so they are made absolute here.
const tremorDist = path.dirname(require.resolve('@tremor/react'));

/** @type {import('tailwindcss').Config} */
module.exports = {
  darkMode: 'class',
  content: [path.join(tremorDist, '**/*.{js,mjs,cjs}'), path.join(__dirname, '{src,dist}/**/*.{ts,tsx,js}')],
  theme: {
    extend: {
      colors: {
        tremor: {
          brand: {
            faint: colors.sky[50],
            muted: colors.sky[200],
            subtle: colors.sky[400],
            // sky-600 text on the builder's tinted group background is 2.9:1; sky-900 keeps 4.5:1 (WCAG AA)
            // on a group nested one level deep, whose background is tinted twice.
            DEFAULT: colors.sky[900],
            emphasis: colors.sky[950],
            inverted: colors.white,
          },
          background: {
            muted: colors.slate[50],
            subtle: colors.slate[100],
            DEFAULT: colors.white,
            emphasis: colors.slate[700],
          },
          border: { DEFAULT: colors.slate[200] },
          ring: { DEFAULT: colors.slate[200] },
          content: {
            subtle: colors.slate[400],
            DEFAULT: colors.slate[500],
            emphasis: colors.slate[700],
            strong: colors.slate[900],
            inverted: colors.white,
          },
        },
        'dark-tremor': {
          brand: {
            faint: colors.sky[950],
            muted: colors.sky[900],
            subtle: colors.sky[700],
            DEFAULT: colors.sky[500],
            emphasis: colors.sky[300],
            inverted: colors.slate[950],
          },
          background: {
            muted: colors.slate[950],
            subtle: colors.slate[800],
            DEFAULT: colors.slate[900],
            emphasis: colors.slate[300],
          },
          border: { DEFAULT: colors.slate[700] },
          ring: { DEFAULT: colors.slate[700] },
          content: {
            subtle: colors.slate[500],
            DEFAULT: colors.slate[400],
            emphasis: colors.slate[200],
            strong: colors.slate[50],
            inverted: colors.slate[950],
          },
        },
      },
      boxShadow: {
        'tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
        'tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
        'tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
        'dark-tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.3)',
        'dark-tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.4)',
        'dark-tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.4)',
      },
      borderRadius: {
        'tremor-small': '0.375rem',
        'tremor-default': '0.5rem',
        'tremor-full': '9999px',
      },
      fontSize: {
        'tremor-label': ['0.75rem', { lineHeight: '1rem' }],
        'tremor-default': ['0.875rem', { lineHeight: '1.25rem' }],
        'tremor-title': ['1.125rem', { lineHeight: '1.75rem' }],
        'tremor-metric': ['1.875rem', { lineHeight: '2.25rem' }],
      },
    },
  },
};
