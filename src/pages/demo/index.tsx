import DemoPage from '@site/src/demo/DemoPage';

export default () => <DemoPage />;
