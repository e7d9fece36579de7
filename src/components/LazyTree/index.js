/**
 * Stands in for antd's Tree where a list imports it without drawing it (the build swaps it in,
 * config/standIns.ts): antd's Table for its tree-mode column filters, ProTable's column settings
 * for their popover. Every list carried rc-tree (about 14 kB gzipped); it now loads the first time
 * a tree is drawn. The default export stands for antd/es/tree; the named exports for the column
 * settings' own `import { ..., Tree } from 'antd'`, whose other names stay antd's.
 * Plain JavaScript: the build reads it in place of a library module.
 */
import { lazyExport } from '../lazyExport';

export { Checkbox, ConfigProvider, Popover, Space, Tooltip, Typography } from 'antd';

export const Tree = lazyExport(() => import('antd/es/tree'));
export default Tree;
