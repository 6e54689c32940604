import Close from '@mui/icons-material/Close';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DragIndicator from '@mui/icons-material/DragIndicator';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { RQBMaterialContext, materialControlElements, type RQBMaterialComponents } from '@react-querybuilder/material';
import { useMemo, type ReactNode } from 'react';
import type { FlavourModule, SiteColorMode } from '../types';

// Given up front: without them the add-on renders plain controls until it has imported MUI itself.
const muiComponents: RQBMaterialComponents = {
  Button,
  Checkbox,
  CloseIcon: Close,
  ContentCopyIcon: ContentCopy,
  DragIndicator,
  FormControl,
  FormControlLabel,
  KeyboardArrowDownIcon: KeyboardArrowDown,
  KeyboardArrowUpIcon: KeyboardArrowUp,
  ListSubheader,
  LockIcon: Lock,
  LockOpenIcon: LockOpen,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Switch,
  TextareaAutosize,
  TextField,
};

function MaterialSiteProvider({ colorMode, children }: { readonly colorMode: SiteColorMode; readonly children: ReactNode }) {
  const theme = useMemo(() => createTheme({ palette: { mode: colorMode } }), [colorMode]);
  return (
    <ThemeProvider theme={theme}>
      <RQBMaterialContext.Provider value={muiComponents}>{children}</RQBMaterialContext.Provider>
    </ThemeProvider>
  );
}

const materialFlavourModule: FlavourModule = {
  Provider: MaterialSiteProvider,
  controlElements: materialControlElements,
};

export default materialFlavourModule;
