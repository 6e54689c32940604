import { antdControlElements } from '@react-querybuilder/antd';
import { ConfigProvider, theme } from 'antd';
import type { FlavourModule } from '../types';

const antdFlavourModule: FlavourModule = {
  // Ant Design styles itself with CSS-in-JS; the dark algorithm follows the site's colour mode.
  Provider: ({ colorMode, children }) => (
    <ConfigProvider theme={{ algorithm: colorMode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
      {children}
    </ConfigProvider>
  ),
  controlElements: antdControlElements,
};

export default antdFlavourModule;
