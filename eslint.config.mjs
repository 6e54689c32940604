// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-stock/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'api/',
      'packages/*/dist/',
      'bench-results/',
      // The docs' Next.js apps and their builds (scripts/docSamples/nextAppRun.mjs writes them).
      'tools/doc-samples/nextjs/apps/',
      // The Prisma client tools/lab-node's postinstall generates (prisma generate).
      'tools/lab-node/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // CommonJS run by Node: bundler loaders and the Tremor package's Tailwind preset.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
