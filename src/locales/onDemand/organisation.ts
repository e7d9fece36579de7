/** The organisation screens' messages, the shown language's loaded when one of those screens loads. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/organisation'),
  'en-US': () => import('../en-US/organisation'),
  'zh-TW': () => import('../zh-TW/organisation'),
  'pt-BR': () => import('../pt-BR/organisation'),
  'id-ID': () => import('../id-ID/organisation'),
};

registerArea(catalogues);
