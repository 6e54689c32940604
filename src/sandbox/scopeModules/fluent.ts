// What the sandbox offers from @fluentui/react-components: its provider and themes, not the whole barrel.
export { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
