/** The help centre's messages, the shown language's loaded when the FAQ or the manual loads. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/help'),
  'en-US': () => import('../en-US/help'),
  'zh-TW': () => import('../zh-TW/help'),
  'pt-BR': () => import('../pt-BR/help'),
  'id-ID': () => import('../id-ID/help'),
};

registerArea(catalogues);
