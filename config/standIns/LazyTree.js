/**
 * Stands in for antd's Tree where antd's Table imports it, for tree-mode column filters no list
 * has (the build swaps it in, index.ts): every list carried rc-tree (about 14 kB gzipped); it now
 * loads the first time a tree is drawn. Plain JavaScript: the build reads it in place of a
 * library module.
 */
import { lazyExport } from './lazyExport';

export default lazyExport(() => import('antd/es/tree'));
