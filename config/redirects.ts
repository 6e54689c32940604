import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';
import { apiShortModuleRedirects } from './api';

export const redirects = {
  fromExtensions: ['html', 'htm'],
  toExtensions: ['exe', 'zip'],
  redirects: [{ from: '/react-querybuilder', to: '/demo' }, ...apiShortModuleRedirects],
} satisfies ClientRedirectsOptions;
