// What the sandbox offers from @chakra-ui/react: its provider and theme helper, not the whole barrel.
export { ChakraProvider, extendTheme } from '@chakra-ui/react';
