/**
 * Library modules swapped for lighter stand-ins in the build (.umirc.ts), each where one library
 * module imports it: what the first pages carried without drawing it now loads when it is drawn.
 * - ProTable's error boundary and the layout's 403/404 imported antd's Result up front;
 * - ProComponents' texts came in 33 languages (src/locales/proComponents.js holds the shown one);
 * - ProField imported every value type, so every list carried colour and tree pickers, sliders,
 *   image viewers... (src/components/LazyValueType; a date cell is drawn without its picker);
 * - ProForm's schema form, behind a ProTable's search form, imported the drawer, modal and steps
 *   forms (src/components/LazyFormLayout);
 * - antd's Table (for tree-mode filters) and ProTable's column settings (for their popover)
 *   imported antd's Tree, which no list draws up front (src/components/LazyTree);
 * - every page's PageContainer imported antd's Tabs, for a tab list no page has
 *   (src/components/LazyTabs), and the layout's side menu, drawn only on phones, antd's Drawer
 *   (src/components/LazyDrawer);
 * - the entry chunk carried qs (with a dozen helper packages) and a fetch polyfill for umi-request,
 *   lodash's merge for Umi's antd plugin, and a second, older copy of @ant-design/icons (with
 *   lodash's case helpers) for the layout's menu icons (src/services/standIns).
 */
import { join } from 'node:path';

const LAZY_VALUE_TYPES = [
  'Cascader',
  'Checkbox',
  'Code',
  'ColorPicker',
  'DatePicker',
  'DigitRange',
  'Digit',
  'FromNow',
  'Image',
  'Money',
  'Password',
  'Percent',
  'Progress',
  'Radio',
  'RangePicker',
  'Rate',
  'Second',
  'Segmented',
  'Slider',
  'Switch',
  'TimePicker',
  'TreeSelect',
];
const valueType = new RegExp(`^\\./components/(${LAZY_VALUE_TYPES.join('|')})$`);
const schemaFormLayout = /^\.\.\/\.\.\/layouts\/(DrawerForm|ModalForm|StepsForm)$/;

/**
 * Folders of library modules whose `import ... from 'antd'` is swapped, with the stand-in for
 * it: the names those modules use stay antd's, but for the one that loads when first drawn.
 */
export const ANTD_STAND_INS: Record<string, string> = {
  'pro-table/es/components/ColumnSetting': 'src/components/LazyTree/index.js',
  'pro-layout/es/components/PageContainer': 'src/components/LazyTabs/index.js',
  'pro-layout/es/components/SiderMenu': 'src/components/LazyDrawer/index.js',
};

const UMI_PLUGINS_ICONS = '/node_modules/@umijs/plugins/node_modules/@ant-design/icons';

/** The stand-in (a path in this project) for `request` imported from the folder `context`, if any. */
function standInFor(request: string, context: string): string | undefined {
  const from = (folder: string) => context.replace(/\\/g, '/').endsWith(folder);
  if (request === 'qs' && from('umi-request/dist')) return 'src/services/standIns/qs.js';
  if (request === 'isomorphic-fetch' && from('umi-request/dist')) return 'src/services/standIns/isomorphic-fetch.js';
  if (request.endsWith('/node_modules/lodash/merge') && from('plugin-antd')) return 'src/services/standIns/lodash-merge.js';
  // The same icons (v4 and v5 draw them alike) from the copy every other module uses.
  const icons = request.replace(/\\/g, '/').indexOf(UMI_PLUGINS_ICONS);
  if (icons >= 0) return `node_modules/@ant-design/icons${request.slice(icons + UMI_PLUGINS_ICONS.length)}`;
  if (request === '../../../tree' && from('antd/es/table/hooks/useFilter')) return 'src/components/LazyTree/index.js';
  if (request === 'antd') return Object.entries(ANTD_STAND_INS).find(([folder]) => from(folder))?.[1];
  if (request === './components/ErrorBoundary' && from('pro-utils/es')) return 'src/components/TableErrorBoundary/index.js';
  if (request === './Exception' && from('plugin-layout')) return 'src/components/LayoutException/index.js';
  if (request === './intl' && from('pro-provider/es')) return 'src/locales/proComponents.js';
  if (valueType.test(request) && from('pro-field/es')) return `src/components/LazyValueType/index.js?${valueType.exec(request)![1]}`;
  if (from('pro-form/es/components/SchemaForm')) {
    if (schemaFormLayout.test(request)) return 'src/components/LazyFormLayout/index.js';
    if (request === './layoutType') return 'src/components/LazyFormLayout/index.js?layoutType';
  }
  return undefined;
}

/** Arguments for webpack's NormalModuleReplacementPlugin. */
export const standInReplacement = (root: string): [RegExp, (resolveData: { context: string; request: string }) => void] => [
  /^(\.\.?\/|\/|[A-Za-z]:[\\/]|qs$|isomorphic-fetch$|antd$)/,
  (resolveData) => {
    const standIn = standInFor(resolveData.request, resolveData.context);
    if (standIn) resolveData.request = join(root, standIn);
  },
];
