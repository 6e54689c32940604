// What the sandbox offers from @mantine/core: its provider and theme helper, not the whole barrel.
export { MantineProvider, createTheme } from '@mantine/core';
