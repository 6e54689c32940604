import { libraryOfDocs, siteLibraryVersion } from './docsVersions';
import type { LlmsTxtOptions } from '../plugins/llmsTxt';
import type { LoadedDocsVersion } from '../plugins/llmsTxt/sidebarPages';

/** The API reference documents the site's own react-querybuilder, whichever docs version is the latest. */
const apiLibraryVersion = siteLibraryVersion;

/** What each llms.txt says it covers: the docs version, the library release it documents, its status. */
function describe(pluginId: string, version: LoadedDocsVersion): { title: string; summary: string } {
  const library = pluginId === 'api' ? apiLibraryVersion : libraryOfDocs(version.versionName);
  if (pluginId === 'api') {
    return {
      title: 'React Query Builder API reference',
      summary: `The generated API reference of react-querybuilder ${library} and its add-on packages: every exported function, component, type and interface, one Markdown page each.`,
    };
  }
  const status =
    version.versionName === 'current'
      ? 'the newest major, documented beside the latest docs before they move to it'
      : version.isLast
        ? 'the latest release'
        : 'an archived release that is no longer maintained';
  return {
    title: `React Query Builder documentation (${version.label})`,
    summary: `Documentation of react-querybuilder ${library}, ${status}: a React component for building queries as rules and groups of rules, and utilities that export those queries to SQL, MongoDB, CEL, SpEL, JsonLogic and more, and import them back.`,
  };
}

export const llmsTxt = { describe, rootPluginId: 'default' } satisfies LlmsTxtOptions;
