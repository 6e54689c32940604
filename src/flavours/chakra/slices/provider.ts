export { ChakraProvider } from '@chakra-ui/react';
