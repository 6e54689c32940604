import {
  Button,
  Close,
  ContentCopy,
  DragIndicator,
  KeyboardArrowDown,
  KeyboardArrowUp,
  Lock,
  LockOpen,
} from './slices/buttons';
import { FormControl, TextField, TextareaAutosize } from './slices/fields';
import { ListSubheader, MenuItem, Select } from './slices/selects';
import { ThemeProvider, createTheme } from './slices/styles';
import { Checkbox, FormControlLabel, Radio, RadioGroup, Switch } from './slices/toggles';
import {
  MaterialValueSelector,
  RQBMaterialContext,
  materialControlElements,
  type RQBMaterialComponents,
} from '@react-querybuilder/material';
import { useMemo, type ReactNode } from 'react';
import type { ValueSelectorProps } from 'react-querybuilder';
import type { FlavourModule, SiteColorMode } from '../types';
import { MaterialLabelledValueEditor } from './MaterialLabelledValueEditor';

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

function MaterialSiteProvider({
  colorMode,
  children,
}: {
  readonly colorMode: SiteColorMode;
  readonly children: ReactNode;
}) {
  const theme = useMemo(() => createTheme({ palette: { mode: colorMode } }), [colorMode]);
  return (
    <ThemeProvider theme={theme}>
      <RQBMaterialContext.Provider value={muiComponents}>{children}</RQBMaterialContext.Provider>
    </ThemeProvider>
  );
}

/*
 * The add-on puts each select's title on the surrounding FormControl, which names nothing: MUI's Select renders the
 * focusable element itself. Handing the title to that element gives every select an accessible name (WCAG 4.1.2).
 */
function LabelledValueSelector(props: ValueSelectorProps): ReactNode {
  return <MaterialValueSelector {...props} SelectDisplayProps={{ 'aria-label': props.title }} />;
}

const materialFlavourModule: FlavourModule = {
  Provider: MaterialSiteProvider,
  controlElements: {
    ...materialControlElements,
    valueSelector: LabelledValueSelector,
    valueEditor: MaterialLabelledValueEditor,
  },
};

export default materialFlavourModule;
