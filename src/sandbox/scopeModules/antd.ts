// What the sandbox offers from antd: its provider and theme, not the whole barrel.
export { ConfigProvider, theme } from 'antd';
