import prismIncludeLanguages from '@theme/prism-include-languages';
// theme-classic's own (@theme-original would name the wrapper next to this file: both are plugin themes).
import Content from '@theme-init/CodeBlock/Content';
import { Prism } from 'prism-react-renderer';

// The extra grammars register here, with the code that highlights, not on every page (plugins/lean/prism/deferLanguages.cjs).
prismIncludeLanguages(Prism);

export default Content;
