import { defineConfig } from 'vitest/config';

/** The docs' code samples, checked against the library version each docs version documents. */
export default defineConfig({
  test: {
    include: ['tests/samples/**/*.test.ts'],
    environment: 'node',
    reporters: ['default'],
    // antd's ES build imports its own files without extensions, which Node's resolver refuses; Vite's accepts them.
    server: {
      deps: {
        inline: [/[\\/]node_modules[\\/](antd|@ant-design|@react-querybuilder[\\/]antd|rc-[\w-]+|@rc-component)[\\/]/],
      },
    },
  },
});
