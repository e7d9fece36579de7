/**
 * Stands in for antd where ProLayout's PageContainer imports it (the build swaps it in, index.ts):
 * PageContainer draws Tabs only for a page with a tab list, which no page here passes, yet every
 * page carried rc-tabs (about 12 kB gzipped). Tabs now load the first time they are drawn; the
 * other names stay antd's. Plain JavaScript: the build reads it in place of a library module.
 */
import { lazyExport } from './lazyExport';

export { Affix, Breadcrumb, ConfigProvider, version } from 'antd';

const tabs = () => import('antd/es/tabs');

export const Tabs = Object.assign(lazyExport(tabs), { TabPane: lazyExport(() => tabs().then((m) => m.default), 'TabPane') });
