import { flavourCode } from '../flavours/registryCode';
import type { ModuleScope } from '../liveCode/moduleScope';
import { v7Scope, v8Scope, type LiveVersion } from '../liveCode/scopes';

/*
 * A module of its own, read only by the sandbox's frame (and at build time by the sample links): the live code blocks
 * on docs and home pages import src/liveCode/scopes.ts, and every loader here would weigh on their first load.
 */

/**
 * The sandbox on version 7 (it runs in its isolated frame): the library plus the eight flavours, each UI library
 * loading only when the code imports it, and react-dnd's touch backend. Of the biggest libraries only the providers a
 * template needs are offered.
 */
export const sandboxScope: ModuleScope = {
  ...v7Scope,
  'react-dnd-touch-backend': () => import('react-dnd-touch-backend'),
  ...Object.assign({}, ...Object.values(flavourCode).map((code) => code.sandbox.scope)),
};

/**
 * The sandbox on version 8: the library plus the 8.24.1 add-ons a Next docs sample imports (Bootstrap), each installed
 * under an `rqb8-` alias that plugins/nextAddons points at 8.24.1. Mantine and MUI stop at 8.14.0 and 8.20.2, Chakra at
 * 7.6.1, and Bulma, Fluent and Tremor are this site's 7.x builds (src/sandbox/sampleSandbox.ts names the missing one
 * on a sample).
 */
const v8SandboxScope: ModuleScope = {
  ...v8Scope,
  '@react-querybuilder/bootstrap': () => import('rqb8-bootstrap'),
};

/** What /sandbox runs for each library version. */
export const sandboxScopes: Readonly<Record<LiveVersion, ModuleScope>> = { v7: sandboxScope, v8: v8SandboxScope };
