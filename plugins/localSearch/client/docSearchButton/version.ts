// The installed @docsearch/react version, injected at build time by plugins/docSearchEsm so that asking for it
// does not bundle the package.
declare const DOCSEARCH_REACT_VERSION: string;

export const version: string = DOCSEARCH_REACT_VERSION;
