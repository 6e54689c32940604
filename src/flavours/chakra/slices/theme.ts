// Chakra's default theme: the tokens and every component's styles.
export { theme } from '@chakra-ui/react';
