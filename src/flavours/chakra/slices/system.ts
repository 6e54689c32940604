// The styling system (emotion, the style props) that every Chakra component is made with.
export { chakra } from '@chakra-ui/react';
