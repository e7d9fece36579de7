import type { ProLayoutProps } from '@ant-design/pro-components';

/** Layout settings (docs/product.md, "Layout and settings"): light navigation, top menu, fluid content. */
const Settings: ProLayoutProps & { pwa?: boolean; logo?: string; primaryColor?: string } = {
  navTheme: 'light',
  primaryColor: '#1890ff',
  colorPrimary: '#1890ff',
  layout: 'top',
  contentWidth: 'Fluid',
  fixedHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  splitMenus: false,
  title: '电子签名云服务',
  pwa: false,
  logo: '/logo.svg',
  iconfontUrl: '',
  // The menu is the route table's, never requested: a `loading` left uncontrolled made ProLayout
  // draw a skeleton in its place first, then the menu, on every first load.
  menu: { locale: true, loading: false },
  siderWidth: 200,
};

export default Settings;

/** antd's theme (.umirc.ts); config/antdStaticStyles makes the build's styles with it. */
export const antdTheme = { token: { colorPrimary: Settings.colorPrimary } };
