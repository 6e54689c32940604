// The CSS-in-JS engine, the design tokens and the theme algorithms.
export { ConfigProvider, theme } from 'antd';
