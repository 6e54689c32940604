import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';

export const redirects = {
  fromExtensions: ['html', 'htm'],
  toExtensions: ['exe', 'zip'],
  redirects: [{ from: '/react-querybuilder', to: '/demo' }],
} satisfies ClientRedirectsOptions;
