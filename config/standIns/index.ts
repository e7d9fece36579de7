/**
 * Library modules swapped for lighter stand-ins in the build (.umirc.ts), each where one library
 * module imports it: what the first pages carried without drawing it now loads when it is drawn.
 * Each stand-in is a file beside this one, unless named with its path.
 * - ProComponents' error boundary (ErrorBoundary.js) and the layout's 403/404 (LayoutException.js)
 *   imported antd's Result up front;
 * - ProComponents' texts came in 33 languages (src/locales/proComponents.js holds the shown one);
 * - ProField imported every value type, so every form carried colour and tree pickers, sliders,
 *   image viewers... (LazyValueType.js; a date is drawn without its picker until edited);
 * - antd's Table imported antd's Tree for tree-mode filters, which no list draws (LazyTree.js);
 * - every page's PageContainer imported antd's Tabs, for a tab list no page has (LazyTabs.js), and
 *   the layout's side menu, drawn only on phones, antd's Drawer (LazyDrawer.js);
 * - antd's Button token imported the colour picker's colour class and presets panel (with antd's
 *   Collapse) to tell a bright background (buttonColor.js);
 * - the entry chunk carried qs (with a dozen helper packages) and a fetch polyfill for umi-request
 *   (qs.js, isomorphic-fetch.js), lodash's merge for Umi's antd plugin (lodash-merge.js), and a
 *   second, older copy of @ant-design/icons (with lodash's case helpers) for the layout's menu icons.
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

/**
 * Folders of library modules whose `import ... from 'antd'` is swapped, with the stand-in for
 * it: the names those modules use stay antd's, but for the one that loads when first drawn.
 */
export const ANTD_STAND_INS: Record<string, string> = {
  'pro-layout/es/components/PageContainer': 'config/standIns/LazyTabs.js',
  'pro-layout/es/components/SiderMenu': 'config/standIns/LazyDrawer.js',
};

const UMI_PLUGINS_ICONS = '/node_modules/@umijs/plugins/node_modules/@ant-design/icons';

/** The stand-in (a path in this project) for `request` imported from the folder `context`, if any. */
function standInFor(request: string, context: string): string | undefined {
  const from = (folder: string) => context.replace(/\\/g, '/').endsWith(folder);
  if (request === 'qs' && from('umi-request/dist')) return 'config/standIns/qs.js';
  if (request === 'isomorphic-fetch' && from('umi-request/dist')) return 'config/standIns/isomorphic-fetch.js';
  if (request.endsWith('/node_modules/lodash/merge') && from('plugin-antd')) return 'config/standIns/lodash-merge.js';
  // The same icons (v4 and v5 draw them alike) from the copy every other module uses.
  const icons = request.replace(/\\/g, '/').indexOf(UMI_PLUGINS_ICONS);
  if (icons >= 0) return `node_modules/@ant-design/icons${request.slice(icons + UMI_PLUGINS_ICONS.length)}`;
  if (request === '../../../tree' && from('antd/es/table/hooks/useFilter')) return 'config/standIns/LazyTree.js';
  if (/^\.\.\/\.\.\/color-picker\/(color|components\/ColorPresets)$/.test(request) && from('antd/es/button/style'))
    return 'config/standIns/buttonColor.js';
  if (request === 'antd') return Object.entries(ANTD_STAND_INS).find(([folder]) => from(folder))?.[1];
  if (request === './components/ErrorBoundary' && from('pro-utils/es')) return 'config/standIns/ErrorBoundary.js';
  if (request === './Exception' && from('plugin-layout')) return 'config/standIns/LayoutException.js';
  if (request === './intl' && from('pro-provider/es')) return 'src/locales/proComponents.js';
  if (valueType.test(request) && from('pro-field/es')) return `config/standIns/LazyValueType.js?${valueType.exec(request)![1]}`;
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
