/** The public pages' messages (/signing/:token and /verify), the shown language's loaded when one of those pages loads. */
import { registerArea } from '../load';

export const catalogues = {
  'zh-CN': () => import('../zh-CN/signing'),
  'en-US': () => import('../en-US/signing'),
  'zh-TW': () => import('../zh-TW/signing'),
  'pt-BR': () => import('../pt-BR/signing'),
  'id-ID': () => import('../id-ID/signing'),
};

registerArea(catalogues);
