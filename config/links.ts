/** External addresses used by the navbar, footer and pages. */
export const links = {
  github: 'https://github.com/react-querybuilder/react-querybuilder',
  issues: 'https://github.com/react-querybuilder/react-querybuilder/issues',
  discussions: 'https://github.com/react-querybuilder/react-querybuilder/discussions',
  discordInvite: 'https://discord.gg/MnAQWyUtEg',
  npm: 'https://www.npmjs.com/package/react-querybuilder',
  support: 'https://github.com/sponsors/jakeboone02',
} as const;
