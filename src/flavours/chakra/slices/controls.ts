// The components the add-on renders.
export {
  Button,
  Checkbox,
  FormControl,
  FormLabel,
  IconButton,
  Input,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Switch,
  Textarea,
} from '@chakra-ui/react';
