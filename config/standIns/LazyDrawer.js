/**
 * Stands in for antd where ProLayout's side menu imports it (the build swaps it in, index.ts):
 * with the menu on top, the side menu is drawn only on a phone, in a Drawer. The Drawer (rc-drawer,
 * about 5 kB gzipped) now loads there, when first drawn, instead of with every page on every
 * screen. Plain JavaScript: the build reads it in place of a library module.
 */
import { lazyExport } from './lazyExport';

// The side menu folder's other modules import these from antd too.
export { Avatar, ConfigProvider, Layout, Menu, Skeleton, Space, Tooltip, version } from 'antd';

export const Drawer = lazyExport(() => import('antd/es/drawer'));
