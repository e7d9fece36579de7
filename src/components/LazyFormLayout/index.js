/**
 * Stands in for the form layouts that ProForm's schema form imports up front (the build swaps it
 * in, .umirc.ts): every ProTable's search form is a schema form, and with it came the drawer,
 * modal and steps forms (antd's Drawer, Steps and Progress) that no search form draws. Each loads
 * the first time a schema form of its layout is drawn. `?layoutType` stands for the schema form's
 * own StepsForm (layoutType/index.js), the plain request for the layouts themselves.
 * Plain JavaScript: the build reads it in place of a library module.
 */
import { lazyExport as lazyLayout } from '../lazyExport';

export { default as Embed } from '@ant-design/pro-form/es/components/SchemaForm/layoutType/Embed';

const stepsForms = () => import('@ant-design/pro-form/es/layouts/StepsForm');

export const DrawerForm = lazyLayout(() => import('@ant-design/pro-form/es/layouts/DrawerForm'), 'DrawerForm');
export const ModalForm = lazyLayout(() => import('@ant-design/pro-form/es/layouts/ModalForm'), 'ModalForm');
// eslint-disable-next-line no-undef -- webpack's name for this module's `?query`
export const StepsForm = __resourceQuery.includes('layoutType')
  ? lazyLayout(() => import('@ant-design/pro-form/es/components/SchemaForm/layoutType/StepsForm'), 'default')
  : Object.assign(lazyLayout(stepsForms, 'StepsForm'), { StepForm: lazyLayout(() => stepsForms().then((m) => m.StepsForm), 'StepForm') });
