import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import { Prism } from 'prism-react-renderer';

// The extra grammars register here, with the code that highlights, not on every page (plugins/leanPrism/deferLanguages.cjs).
prismIncludeLanguages(Prism);

export default Content;
