/**
 * Whether a code fence's meta string carries `flag` as a word of its own (```tsx live title="App.tsx"), outside
 * quoted attribute values: one reading for the live code, the sandbox links, the hidden checks and the samples suite.
 */
export const hasFlag = (meta: string, flag: string): boolean =>
  meta
    .replace(/"[^"]*"|'[^']*'/g, '')
    .split(/\s+/)
    .includes(flag);
